// Every web unit test starts from an empty page, empty browser storage, the real fetch and a
// network that answers (a failed fetch of an earlier test in the same worker leaves no "offline").
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetNetworkState } from '@/lib/network-state';

// happy-dom lacks two properties of <select> and <option> that browsers have. react-hook-form reads
// them to tell a select the user changed from one it should set to its default value (an edit form's
// category); without them it takes every select as changed and keeps the first option.
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size')) || 0;
    },
    configurable: true,
  });
}
if (!('defaultSelected' in HTMLOptionElement.prototype)) {
  Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
    get(this: HTMLOptionElement) {
      return this.hasAttribute('selected');
    },
    configurable: true,
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-kept-copy');
  resetNetworkState();
});
