import './lib/zod-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './admin/admin-app';
import { createEmotionCache } from './lib/emotion-cache';
import { BRAND_FONT_TAGS } from './lib/brand-font-tags';
import { createQueryClient, createTrpcClient } from './lib/trpc';

// The dashboard sets its text in the brand faces too.
document.head.insertAdjacentHTML('beforeend', BRAND_FONT_TAGS);

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
