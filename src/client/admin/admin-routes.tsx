import { lazy, Suspense } from 'react';
import { Route } from 'wouter';
import { LoadingState } from '../components/ui/state-views';

// The admin is client-rendered and split into its own chunks: the public site never downloads it.
const LoginPage = lazy(() => import('./login/login-page'));
const DashboardPage = lazy(() => import('./dashboard/dashboard-page'));

export const adminRoutes = [
  <Route key="login" path="/admin/login">
    <Suspense fallback={<LoadingState />}>
      <LoginPage />
    </Suspense>
  </Route>,
  <Route key="dashboard" path="/admin/dashboard">
    <Suspense fallback={<LoadingState />}>
      <DashboardPage />
    </Suspense>
  </Route>,
];
