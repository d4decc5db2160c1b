/**
 * Spec 2.19: shown when the application cannot start at all. Plain DOM on purpose: React may be
 * the part that failed. The Tailwind classes exist in the stylesheet because this file is scanned.
 */
export function renderFatalError(container: HTMLElement, error: unknown): void {
  console.error('Application failed to start', error);

  const wrapper = document.createElement('div');
  wrapper.setAttribute('role', 'alert');
  wrapper.className =
    'flex min-h-dvh items-center justify-center bg-stone-50 px-4 py-16 text-center font-sans';

  const box = document.createElement('div');
  box.className = 'w-full max-w-md';

  const heading = document.createElement('h1');
  heading.className = 'text-2xl font-semibold tracking-tight text-granite-black';
  heading.textContent = 'Application Error';

  const text = document.createElement('p');
  text.className = 'mt-3 text-stone-600';
  text.textContent = 'Something went wrong loading the application. Please refresh the page.';

  const button = document.createElement('button');
  button.type = 'button';
  button.className =
    'mt-8 inline-flex h-10 items-center justify-center rounded-md bg-copper-700 px-4 text-sm font-medium text-white hover:bg-copper-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-700';
  button.textContent = 'Reload Page';
  button.addEventListener('click', () => window.location.reload());

  box.append(heading, text, button);
  wrapper.append(box);
  container.replaceChildren(wrapper);
}
