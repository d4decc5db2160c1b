import { AlertTriangle, RefreshCw, RotateCcw, WifiOff } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { useOffline } from './offline-banner';

type ErrorFallbackProps = {
  onRetry: () => void;
  /** Full-screen when nothing else of the app is on the page. */
  fullScreen?: boolean;
};

/** Spec 2.19 error fallback screen. */
export function ErrorFallback({ onRetry, fullScreen = false }: ErrorFallbackProps) {
  // Offline, the likely cause is a page never opened on this device: no copy of it was kept.
  const offline = useOffline();
  const t = useT();
  const Icon = offline ? WifiOff : AlertTriangle;
  return (
    <div
      role="alert"
      className={
        fullScreen
          ? 'flex min-h-dvh items-center justify-center bg-stone-50 px-4 py-16'
          : 'flex flex-1 items-center justify-center px-4 py-16 sm:py-24'
      }
    >
      <div className="w-full max-w-md text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-copper-50 text-copper-700 ring-1 ring-copper-200">
          <Icon aria-hidden="true" className="size-6" />
        </div>
        <h1 className="mt-6 text-2xl font-semibold tracking-tight text-granite-black">
          {offline ? t('You are offline') : t('Something went wrong')}
        </h1>
        <p className="mt-3 text-pretty text-stone-600">
          {offline
            ? t(
                'This page has not been opened on this device before, so there is no copy of it to show. It will load once you are back online.',
              )
            : t('We apologize for the inconvenience. Please try refreshing the page.')}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            {t('Try Again')}
          </Button>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            {t('Refresh Page')}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** errorElement of the routes: logs the error and offers a retry of the same location. */
export function RouteErrorFallback() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    console.error('Route error', error);
  }, [error]);

  // Navigating to the current location clears the router's error state and renders the route again.
  // A page module that failed to download (offline, or replaced by a new deploy) stays failed in the
  // browser's module map, so only a reload can fetch it again.
  const retry = isModuleLoadError(error)
    ? () => window.location.reload()
    : () => navigate(location, { replace: true });
  return <ErrorFallback onRetry={retry} />;
}

function isModuleLoadError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|module script/i.test(error.message)
  );
}

type AppErrorBoundaryProps = { children: ReactNode };
type AppErrorBoundaryState = { error: unknown; hasError: boolean };

/** Top-level boundary for errors outside the router (providers, the router itself). */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Application error', error, info.componentStack);
  }

  reset = () => this.setState({ error: null, hasError: false });

  override render() {
    if (this.state.hasError) return <ErrorFallback fullScreen onRetry={this.reset} />;
    return this.props.children;
  }
}
