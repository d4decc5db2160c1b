import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText, shareLink, shareText } from './share';

/** happy-dom has neither a share sheet nor document.execCommand: a test lends them for its run. */
function lend(target: object, name: string, value: unknown) {
  Object.defineProperty(target, name, { value, configurable: true, writable: true });
}
afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(document, 'execCommand');
});

// Storefront 2.8: sharing a product.
describe('sharing a product', () => {
  it('names the product, its manufacturer and its price per sq.ft', () => {
    expect(shareText('Black Galaxy', 'Hosur Granite Works', 125_050)).toBe(
      'Check out this Black Galaxy from Hosur Granite Works at ₹1,250.50/sq.ft',
    );
  });

  it("says 'Verified Supplier' when the manufacturer is not known", () => {
    expect(shareText('Black Galaxy', null, 100_000)).toBe(
      'Check out this Black Galaxy from Verified Supplier at ₹1,000/sq.ft',
    );
  });

  it("uses the device's share sheet where there is one and reports a cancel as a cancel", async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    lend(navigator, 'share', share);
    const data = { title: 'Black Galaxy', text: 'Check out', url: 'https://granite.example/product/1' };
    await expect(shareLink(data)).resolves.toBe('cancelled');
    expect(share).toHaveBeenCalledWith(data);
  });

  it('copies the link when there is no share sheet', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await expect(
      shareLink({ title: 't', text: 'x', url: 'https://granite.example/product/1' }),
    ).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://granite.example/product/1');
  });

  it('falls back to the older copy command when the Clipboard API refuses', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const execCommand = vi.fn().mockReturnValue(true);
    lend(document, 'execCommand', execCommand);
    await expect(copyText('hello')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
  });
});
