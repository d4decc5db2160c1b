// D23: the tab title the server wrote from the admin's SEO settings stays once the page has loaded.
import { act } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { documentTitle, useDocumentTitle } from './use-document-title';

const navigate = { to: (_title?: string) => {} };
/** A page whose title changes as client-side navigation would change it. */
function Page() {
  const [title, setTitle] = useState<string | undefined>();
  navigate.to = setTitle;
  useDocumentTitle(title);
  return null;
}

const content = (siteTitle: string, siteName: string) => ({
  seo: { key: 'seo', value: { siteTitle } },
  contact_settings: { key: 'contact_settings', value: { siteName } },
});

describe('document title', () => {
  it("keeps the admin's SEO title on the home page and the site name after other titles", async () => {
    const view = renderWithProviders(<Page />);
    expect(document.title).toBe('Granite Marketplace');
    act(() => {
      view.queryClient.setQueryData(
        ['content', 'site'],
        content('Black Galaxy Granite from Ongole', 'Ongole Stone Mart'),
      );
    });
    expect(document.title).toBe('Black Galaxy Granite from Ongole');
    act(() => navigate.to('About Us'));
    expect(document.title).toBe('About Us | Ongole Stone Mart');
  });

  it('writes titles as the server does', () => {
    expect(documentTitle(undefined, {})).toBe('Granite Marketplace');
    expect(documentTitle('Contact Us', {})).toBe('Contact Us | Granite Marketplace');
    expect(documentTitle('Ongole Stone Mart', { siteName: 'Ongole Stone Mart' })).toBe('Ongole Stone Mart');
  });
});
