// The one product form of the admin area and the manufacturer panel: the browser refuses what the
// server would, with the same words (D24), and saves nothing it refused; the server's own field
// errors and a conflict with a newer version (D29) land in the form.
import type { ProductManageView } from '@granite/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { ensureCatalogs } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { ProductForm, type ProductFormProps } from './product-form';

// The panel's routes load its catalogues before a page renders (D40); so does each test.
beforeAll(() => ensureCatalogs('en', ['trade', 'panel']));

const categories = [
  { id: 3, name: 'Black Granite' },
  { id: 4, name: 'White Granite' },
];

function renderForm(props: Partial<ProductFormProps> = {}) {
  const onSave = vi.fn<ProductFormProps['onSave']>().mockResolvedValue(undefined);
  const toastError = vi.spyOn(toast, 'error').mockReturnValue('t');
  const user = userEvent.setup();
  render(
    <ProductForm
      mode="vendor"
      categories={categories}
      manufacturers={[{ id: 9, name: 'Hosur Granite Works' }]}
      onSave={onSave}
      onCancel={() => undefined}
      {...props}
    />,
  );
  const field = (name: string) => screen.getByRole('textbox', { name });
  const select = (name: string | RegExp) => screen.getByRole('combobox', { name });
  return { user, onSave: props.onSave ? vi.mocked(props.onSave) : onSave, toastError, field, select };
}

/** The message shown under a control (its aria-describedby), once the control is marked invalid. */
function errorOf(control: HTMLElement): string | null {
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  return document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
}

describe('product form', () => {
  it("refuses an empty form with the spec's words and saves nothing", async () => {
    const { user, onSave, toastError, field, select } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Product name and price are required');
    // The spec's sentence once; each field says what it lacks.
    expect(screen.getAllByText('Product name and price are required')).toHaveLength(1);
    expect(errorOf(field('Product name'))).toBe('Enter the product name');
    expect(errorOf(field('Price per sq.ft'))).toBe('Enter the price per sq.ft');
    expect(errorOf(select('Category'))).toBe('Please choose a category');
    expect(toastError).not.toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a price that is not a number of rupees and says which field is wrong', async () => {
    const { user, onSave, field, select } = renderForm();
    await user.type(field('Product name'), 'Black Galaxy');
    await user.type(field('Price per sq.ft'), 'twelve hundred');
    await user.selectOptions(select('Category'), 'Black Granite');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please correct the marked fields.');
    expect(errorOf(field('Price per sq.ft'))).toBe('must be a number of rupees, e.g. 1250.50');
    expect(errorOf(field('Product name'))).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it.each([
    ['0', 'must be more than ₹0'],
    ['99.999', 'must have at most 2 decimal places'],
  ])('refuses a price of %s', async (price, message) => {
    const { user, onSave, field, select } = renderForm();
    await user.type(field('Product name'), 'Black Galaxy');
    await user.type(field('Price per sq.ft'), price);
    await user.selectOptions(select('Category'), 'Black Granite');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(errorOf(field('Price per sq.ft'))).toBe(message));
    expect(onSave).not.toHaveBeenCalled();
  });

  it("asks the admin for the product's manufacturer", async () => {
    const { user, onSave, field, select } = renderForm({
      mode: 'admin',
      manufacturers: [
        { id: 9, name: 'Hosur Granite Works' },
        { id: 10, name: 'Kuppam Quarries' },
      ],
    });
    await user.type(field('Product name'), 'Black Galaxy');
    await user.type(field('Price per sq.ft'), '1250');
    await user.selectOptions(select('Category'), 'Black Granite');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(errorOf(select('Manufacturer'))).toBe('Please choose a manufacturer'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a valid product as typed, leaving the manufacturer of a one-manufacturer account to the server', async () => {
    const { user, onSave, field, select } = renderForm();
    expect(screen.queryByRole('combobox', { name: 'Manufacturer' })).toBeNull();
    await user.type(field('Product name'), 'Black Galaxy');
    await user.type(field('Price per sq.ft'), '1,250.50');
    await user.selectOptions(select('Category'), 'White Granite');
    await user.selectOptions(select(/^Thickness/), '18mm');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const saved = onSave.mock.calls[0]![0];
    expect(saved).toMatchObject({
      name: 'Black Galaxy',
      price: '1,250.50',
      categoryId: '4',
      thickness: '18mm',
      materialQuality: 'Premium',
      productType: 'Slabs',
      availabilityStatus: 'Available',
    });
    expect(saved).not.toHaveProperty('vendorId');
    expect(saved).not.toHaveProperty('version');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("puts the server's field errors next to their fields", async () => {
    const onSave = vi.fn<ProductFormProps['onSave']>().mockRejectedValue(
      new ApiError(400, 'invalid_data', 'Check the marked fields', {
        name: 'is already one of your products',
      }),
    );
    const { user, field, select } = renderForm({ onSave });
    await user.type(field('Product name'), 'Black Galaxy');
    await user.type(field('Price per sq.ft'), '1250');
    await user.selectOptions(select('Category'), 'Black Granite');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(errorOf(field('Product name'))).toBe('is already one of your products'));
    expect(screen.getByRole('alert').textContent).toBe('Check the marked fields');
  });

  it('sends the version it loaded and offers the latest one after a conflict (D29)', async () => {
    const product: ProductManageView = {
      id: 5,
      name: 'Black Galaxy',
      pricePaise: 125_050,
      vendorId: 9,
      vendorName: 'Hosur Granite Works',
      vendorStatus: 'active',
      categoryId: 3,
      categoryName: 'Black Granite',
      varietyId: null,
      varietyName: null,
      status: 'active',
      availabilityStatus: 'Limited Stock',
      isBestSeller: false,
      createdByAdmin: false,
      imageUrl: null,
      image: null,
      imageCount: 0,
      version: 4,
      createdAt: '2025-03-01T05:00:00.000Z',
      updatedAt: '2025-03-02T05:00:00.000Z',
      description: null,
      materialQuality: 'Export Quality',
      productType: 'Tiles',
      thickness: null,
      slabSize: null,
      tileSize: '24x24 inches',
      finishType: 'Honed',
      waterAbsorption: null,
      application: null,
      origin: 'Karnataka',
      colour: null,
      technicalSpecifications: {},
      gallery: [],
      viewCount: 0,
    };
    const onSave = vi
      .fn<ProductFormProps['onSave']>()
      .mockRejectedValue(new ApiError(409, 'conflict', 'Someone else saved this product meanwhile'));
    const onReload = vi.fn().mockResolvedValue(undefined);
    const { user, field } = renderForm({ product, onSave, onReload });
    expect((field('Price per sq.ft') as HTMLInputElement).value).toBe('1250.50');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      version: 4,
      price: '1250.50',
      tileSize: '24x24 inches',
    });
    await user.click(await screen.findByRole('button', { name: 'Reload the latest version' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
