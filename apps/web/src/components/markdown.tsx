import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react';
import type { MarkdownRenderer } from './markdown-renderer';
import { Skeleton } from './ui/skeleton';

type Props = ComponentProps<typeof MarkdownRenderer>;

// react-markdown and the sanitiser (~37 KB gzip) load in the browser with the first page that shows
// Markdown, after the page itself: a server-rendered page keeps its HTML until then and hydrates it
// afterwards, so nothing shifts and nothing waits (ADR 011). The server renders it at once
// (entry-server.tsx hands the renderer over): a boundary that suspended there would need React's
// inline script, which the CSP does not run.
const LazyRenderer = lazy(() => import('./markdown-renderer').then((m) => ({ default: m.MarkdownRenderer })));
let serverRenderer: ComponentType<Props> | undefined;

/** Server rendering only: draw Markdown with this renderer, synchronously. */
export function renderMarkdownWith(renderer: ComponentType<Props>): void {
  serverRenderer = renderer;
}

/** Admin-written Markdown (D20), sanitised: see markdown-renderer.tsx. */
export function Markdown(props: Props) {
  const Renderer = serverRenderer ?? LazyRenderer;
  return (
    <Suspense fallback={<MarkdownLoading />}>
      <Renderer {...props} />
    </Suspense>
  );
}

/** While the renderer loads after a move inside the app: lines where the text will be, not a blank card. */
function MarkdownLoading() {
  return (
    <div className="space-y-3 py-1" data-testid="markdown-loading">
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-4/5" />
    </div>
  );
}
