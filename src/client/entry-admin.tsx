import './lib/zod-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './admin/admin-app';
import { createEmotionCache } from './lib/emotion-cache';
import { createQueryClient, createTrpcClient } from './lib/trpc';

const root = document.getElementById('root');
if (!root) throw new Error('admin.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AdminApp
      queryClient={createQueryClient()}
      trpcClient={createTrpcClient()}
      emotionCache={createEmotionCache()}
      siteInfo={{ baseUrl: window.location.origin }}
    />
  </StrictMode>,
);
