import './lib/zod-csp';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { createEmotionCache } from './lib/emotion-cache';
import { createQueryClient, createTrpcClient } from './lib/trpc';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const stateElement = document.getElementById('__APP_STATE__');
const state = stateElement?.textContent ? JSON.parse(stateElement.textContent) : null;

const queryClient = createQueryClient();
if (state?.dehydrated) hydrate(queryClient, state.dehydrated);

const app = (
  <StrictMode>
    <App
      queryClient={queryClient}
      trpcClient={createTrpcClient()}
      emotionCache={createEmotionCache()}
      siteInfo={state?.siteInfo ?? { baseUrl: window.location.origin }}
    />
  </StrictMode>
);

// Public pages arrive server-rendered; admin pages arrive as an empty shell.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
