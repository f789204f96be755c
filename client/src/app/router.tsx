import { lazy, type ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { LoginPage } from '../pages/LoginPage';
import { ProtectedLayout } from './ProtectedLayout';
import { RequireSession } from './RequireSession';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

// Every page except /login is its own chunk, so the login screen loads only what it needs.
// React.lazy wants a default export; the pages keep named exports and are wrapped here.
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const RegisterPage = lazyPage(() => import('../pages/RegisterPage'), 'RegisterPage');
const Register2Page = lazyPage(() => import('../pages/Register2Page'), 'Register2Page');
const DashboardPage = lazyPage(() => import('../pages/DashboardPage'), 'DashboardPage');
const D2Page = lazyPage(() => import('../pages/D2Page'), 'D2Page');
const FeaturesPage = lazyPage(() => import('../pages/FeaturesPage'), 'FeaturesPage');
const PricingPage = lazyPage(() => import('../pages/PricingPage'), 'PricingPage');
const SettingsPage = lazyPage(() => import('../pages/SettingsPage'), 'SettingsPage');
const Settings2Page = lazyPage(() => import('../pages/Settings2Page'), 'Settings2Page');
const SetupWizardPage = lazyPage(() => import('../pages/SetupWizardPage'), 'SetupWizardPage');
const TestGraphPage = lazyPage(() => import('../pages/TestGraphPage'), 'TestGraphPage');
const DevPage = lazyPage(() => import('../pages/DevPage'), 'DevPage');
const HomePage = lazyPage(() => import('../pages/HomePage'), 'HomePage');
const SolutionsPage = lazyPage(() => import('../pages/SolutionsPage'), 'SolutionsPage');
const DemoPage = lazyPage(() => import('../pages/DemoPage'), 'DemoPage');
const CasesPage = lazyPage(() => import('../pages/CasesPage'), 'CasesPage');
const ContactPage = lazyPage(() => import('../pages/ContactPage'), 'ContactPage');
const DocsPage = lazyPage(() => import('../pages/DocsPage'), 'DocsPage');
const MetricsPage = lazyPage(() => import('../pages/MetricsPage'), 'MetricsPage');
const IntegrationsPage = lazyPage(() => import('../pages/IntegrationsPage'), 'IntegrationsPage');
const PrivacyPage = lazyPage(() => import('../pages/PrivacyPage'), 'PrivacyPage');
const TermsPage = lazyPage(() => import('../pages/TermsPage'), 'TermsPage');
const InvitePage = lazyPage(() => import('../pages/InvitePage'), 'InvitePage');
const OAuthCallbackPage = lazyPage(() => import('../pages/OAuthCallbackPage'), 'OAuthCallbackPage');

// SPEC §2 route table. Unknown paths render the login screen itself (no redirect), as the SPEC says.
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/register2', element: <Register2Page /> },
      // Public marketing pages (issue 9): the home page and the pages SPEC only links to.
      { path: '/home', element: <HomePage /> },
      { path: '/solutions', element: <SolutionsPage /> },
      { path: '/demo', element: <DemoPage /> },
      { path: '/cases', element: <CasesPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/docs', element: <DocsPage /> },
      { path: '/metrics', element: <MetricsPage /> },
      { path: '/integrations', element: <IntegrationsPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/invite/:token', element: <InvitePage /> },
      { path: '/oauth/callback', element: <OAuthCallbackPage /> },
      {
        element: <RequireSession />,
        children: [
          // /dev has its own frame (sidebar and top bar), the other protected pages share the shell.
          { path: '/dev', element: <DevPage /> },
          // Marketing pages behind sign-in (SPEC route table), in the marketing frame.
          { path: '/features', element: <FeaturesPage /> },
          { path: '/pricing', element: <PricingPage /> },
          // The dashboard shell has its own header with the tabs and the profile menu.
          { path: '/', element: <DashboardPage /> },
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/d2', element: <D2Page /> },
          {
            element: <ProtectedLayout />,
            children: [
              { path: '/settings', element: <SettingsPage /> },
              { path: '/settings2', element: <Settings2Page /> },
              // Both spellings: the route table has /setupwizard, registration goes to /setup-wizard.
              { path: '/setupwizard', element: <SetupWizardPage /> },
              { path: '/setup-wizard', element: <SetupWizardPage /> },
              { path: '/TestGraphPage', element: <TestGraphPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <LoginPage /> },
    ],
  },
]);
