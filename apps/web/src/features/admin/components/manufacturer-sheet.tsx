import {
  AdminCreateManufacturer,
  type AdminManufacturer,
  isValidGstin,
  MANUFACTURER_MESSAGES,
  REQUIRED_FIELDS_MESSAGE,
} from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck, CircleAlert, CircleCheck, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ImageUploadField } from '@/components/image-upload-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field, FormAlert, FormField, Textarea } from '@/components/ui/form-field';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { isApiError } from '@/lib/api';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import {
  useAdminManufacturer,
  useAttachManufacturerOwner,
  useCreateManufacturer,
  useDetachManufacturerOwner,
  useManufacturerLogoChanged,
  useUpdateManufacturer,
} from '../api/admin-manufacturers';
import { ROLE_NAMES } from '../lib/firm-roles';

type Values = z.input<typeof AdminCreateManufacturer>;
type Parsed = z.output<typeof AdminCreateManufacturer>;

const FIELDS = [
  'businessName',
  'ownerName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'gstin',
  'gstinVerified',
  'description',
  'isPremium',
] as const;

const EMPTY: Values = {
  businessName: '',
  ownerName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  gstin: '',
  gstinVerified: false,
  description: '',
  isPremium: false,
};

const valuesOf = (m: AdminManufacturer): Values => ({
  businessName: m.businessName,
  ownerName: m.ownerName,
  email: m.email,
  phone: m.phone ?? '',
  address: m.address ?? '',
  city: m.city ?? '',
  state: m.state ?? '',
  gstin: m.gstin ?? '',
  gstinVerified: m.gstinVerified,
  description: m.description ?? '',
  isPremium: m.isPremium,
});

type ManufacturerSheetProps = {
  /** undefined: closed; 'new': the create form; a number: edit that manufacturer. */
  target: 'new' | number | undefined;
  onClose(): void;
};

/** Admin manufacturer form (admin 3, 5): every field, the GSTIN check (D8, D14), logo and owner (D7). */
export function ManufacturerSheet({ target, onClose }: ManufacturerSheetProps) {
  const editing = typeof target === 'number' ? target : undefined;
  return (
    <Sheet open={target !== undefined} onOpenChange={(open) => !open && onClose()}>
      <SheetContent
        title={editing ? 'Edit manufacturer' : 'Add manufacturer'}
        className="w-[min(40rem,100vw)]"
      >
        {target !== undefined && <ManufacturerForm key={String(target)} id={editing} onDone={onClose} />}
      </SheetContent>
    </Sheet>
  );
}

function ManufacturerForm({ id, onDone }: { id: number | undefined; onDone(): void }) {
  const loaded = useAdminManufacturer(id);
  const record = loaded.data;
  const [formError, setFormError] = useState<string>();
  const [conflict, setConflict] = useState(false);
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(AdminCreateManufacturer),
    defaultValues: record ? valuesOf(record) : EMPTY,
  });
  const create = useCreateManufacturer();
  const update = useUpdateManufacturer();

  // The form holds the version it loaded (D29); a reload after a conflict takes the newest one.
  useEffect(() => {
    if (record) form.reset(valuesOf(record));
  }, [record, form]);

  if (id !== undefined && loaded.isPending) {
    return (
      <p role="status" className="p-6 text-sm text-stone-600">
        Loading...
      </p>
    );
  }
  if (id !== undefined && !record) {
    return (
      <div className="p-6">
        <FormAlert>This manufacturer could not be loaded. It may have been deleted.</FormAlert>
      </div>
    );
  }

  const onError = (error: Error, action: 'create' | 'update') => {
    applyFieldErrors(error, form.setError, FIELDS);
    if (isApiError(error) && error.status === 409) setConflict(true);
    const message = error.message || 'Please try again.';
    setFormError(message);
    toast.error(MANUFACTURER_MESSAGES.failed(action, message));
  };

  const submit = form.handleSubmit(
    (values) => {
      setFormError(undefined);
      setConflict(false);
      if (record) {
        update.mutate(
          { id: record.id, input: { ...values, version: record.version } },
          {
            onSuccess: (saved) => {
              toast.success(MANUFACTURER_MESSAGES.updated, {
                description: `${saved.businessName} has been saved.`,
              });
              onDone();
            },
            onError: (e) => onError(e, 'update'),
          },
        );
      } else {
        create.mutate(values, {
          onSuccess: (saved) => {
            toast.success(MANUFACTURER_MESSAGES.created, {
              description: `${saved.businessName} is listed as active.`,
            });
            onDone();
          },
          onError: (e) => onError(e, 'create'),
        });
      }
    },
    (errors: FieldErrors<Values>) => {
      const missing = ['businessName', 'ownerName', 'email'].some(
        (f) => errors[f as keyof Values]?.message === REQUIRED_FIELDS_MESSAGE,
      );
      setFormError(missing ? REQUIRED_FIELDS_MESSAGE : 'Please correct the marked fields.');
    },
  );

  const { errors } = form.formState;
  const gstin = (form.watch('gstin') ?? '').trim().toUpperCase();
  const gstinOk = gstin ? isValidGstin(gstin) : null;
  const pending = create.isPending || update.isPending;

  return (
    <div className="space-y-8 p-5 sm:p-6">
      <form noValidate className="space-y-6" onSubmit={submit} aria-label="Manufacturer details">
        {formError && (
          <div className="space-y-2">
            <FormAlert>{formError}</FormAlert>
            {conflict && (
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={async () => {
                  await loaded.refetch();
                  setConflict(false);
                  setFormError(undefined);
                }}
              >
                Reload the latest version
              </Button>
            )}
          </div>
        )}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-sm font-semibold text-granite-black">Business</legend>
          <FormField
            label="Business name"
            required
            className="sm:col-span-2"
            error={errors.businessName?.message}
            {...form.register('businessName')}
          />
          <FormField
            label="Owner name"
            required
            error={errors.ownerName?.message}
            {...form.register('ownerName')}
          />
          <FormField
            label="Email"
            type="email"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <FormField
            label="Address"
            markOptional
            className="sm:col-span-2"
            error={errors.address?.message}
            {...form.register('address')}
          />
          <FormField label="City" markOptional error={errors.city?.message} {...form.register('city')} />
          <FormField label="State" markOptional error={errors.state?.message} {...form.register('state')} />
          <FormField
            label="Phone"
            type="tel"
            markOptional
            hint="Indian mobile number"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <Field
            label="Description"
            markOptional
            className="sm:col-span-2"
            error={errors.description?.message}
            hint="Shown on the manufacturer's public profile."
          >
            {(control) => <Textarea rows={3} {...control} {...form.register('description')} />}
          </Field>
        </fieldset>

        <fieldset className="space-y-3">
          <legend className="mb-3 text-sm font-semibold text-granite-black">GSTIN</legend>
          <FormField
            label="GST number (GSTIN)"
            markOptional
            autoCapitalize="characters"
            error={errors.gstin?.message}
            {...form.register('gstin')}
          />
          <GstinCheck value={gstin} valid={gstinOk} />
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-copper-700"
              disabled={!gstinOk}
              {...form.register('gstinVerified')}
            />
            <span>
              <span className="font-medium text-granite-black">GSTIN verified by an administrator</span>
              <span className="block text-stone-600">
                Shows the “Verified” badge on the public pages. Only a GSTIN that passes the check can be
                verified.
              </span>
              {errors.gstinVerified?.message && (
                <span className="block text-red-700">{errors.gstinVerified.message}</span>
              )}
            </span>
          </label>
        </fieldset>

        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-copper-700"
            {...form.register('isPremium')}
          />
          <span>
            <span className="font-medium text-granite-black">Premium manufacturer</span>
            <span className="block text-stone-600">
              Listed in “Our Trusted Manufacturers” on the home page.
            </span>
          </span>
        </label>

        <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-5 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : record ? 'Save changes' : 'Add manufacturer'}
          </Button>
        </div>
      </form>

      {record && <LogoSection manufacturer={record} />}
      {record && <OwnerSection manufacturer={record} />}
      {record?.members && <MembersSection members={record.members} />}
    </div>
  );
}

/** D46: the firm's members and their roles; a suspended account acts for no firm (D6). */
function MembersSection({ members }: { members: NonNullable<AdminManufacturer['members']> }) {
  return (
    <section aria-labelledby="members-heading" className="space-y-3 border-t border-stone-200 pt-6">
      <h3 id="members-heading" className="text-sm font-semibold text-granite-black">
        Members of the firm
      </h3>
      <ul className="divide-y divide-stone-200 rounded-md border border-stone-200">
        {members.map((m) => (
          <li key={m.userId} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
            <div className="min-w-0">
              <Link
                to={`/admin/users/${encodeURIComponent(m.userId)}`}
                className="block truncate font-medium text-copper-700 hover:underline"
              >
                {m.name}
              </Link>
              <span className="block truncate text-stone-600">{m.email}</span>
            </div>
            <span className="flex items-center gap-2">
              {m.accountStatus !== 'active' && <Badge variant="danger">{m.accountStatus}</Badge>}
              <Badge variant="neutral">{ROLE_NAMES[m.role]}</Badge>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function GstinCheck({ value, valid }: { value: string; valid: boolean | null }) {
  if (valid === null) return <p className="text-sm text-stone-600">No GSTIN entered.</p>;
  return valid ? (
    <p className="flex items-center gap-1.5 text-sm text-success-800">
      <CircleCheck aria-hidden="true" className="size-4" />
      Format and check digit are correct ({value.slice(0, 2)} state code).
    </p>
  ) : (
    <p className="flex items-center gap-1.5 text-sm text-red-700">
      <CircleAlert aria-hidden="true" className="size-4" />
      The format or the check digit is wrong.
    </p>
  );
}

function LogoSection({ manufacturer }: { manufacturer: AdminManufacturer }) {
  const changed = useManufacturerLogoChanged();
  return (
    <section aria-labelledby="logo-heading" className="space-y-3 border-t border-stone-200 pt-6">
      <h3 id="logo-heading" className="text-sm font-semibold text-granite-black">
        Logo
      </h3>
      <ImageUploadField
        label="Manufacturer logo"
        target={{ manufacturerLogoId: manufacturer.id }}
        value={manufacturer.logo ?? manufacturer.logoUrl}
        onUploaded={() => void changed()}
        hint="Recommended 200×200px, square. JPG, PNG, WebP or GIF up to 5MB."
        aspect="1/1"
        className="max-w-48"
      />
    </section>
  );
}

/** D7: attach an existing account as the owner; it becomes a manufacturer while this manufacturer is active. */
function OwnerSection({ manufacturer }: { manufacturer: AdminManufacturer }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const attach = useAttachManufacturerOwner();
  const detach = useDetachManufacturerOwner();
  const owner = manufacturer.owner;
  return (
    <section aria-labelledby="owner-heading" className="space-y-3 border-t border-stone-200 pt-6">
      <h3 id="owner-heading" className="text-sm font-semibold text-granite-black">
        Owner account
      </h3>
      {!manufacturer.takesQuoteRequests && (
        // D31: its product pages and profile say "Not taking quote requests on the platform yet".
        <p
          role="note"
          className="rounded-md border border-copper-200 bg-copper-50 p-3 text-sm text-copper-900"
        >
          Not taking quote requests: {manufacturer.notTakingQuoteRequestsBecause}. Buyers see &ldquo;Not
          taking quote requests on the platform yet&rdquo; and no Request Quote button.
        </p>
      )}
      {owner ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-stone-200 bg-stone-50 p-3">
          <div className="flex min-w-0 items-center gap-3">
            <UserRound aria-hidden="true" className="size-5 shrink-0 text-stone-500" />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-granite-black">{owner.name}</p>
              <p className="truncate text-sm text-stone-600">{owner.email}</p>
            </div>
          </div>
          <Button
            variant="secondary"
            size="sm"
            disabled={detach.isPending}
            onClick={() =>
              detach.mutate(manufacturer.id, {
                onSuccess: () =>
                  toast.success('Owner detached', { description: `${owner.email} no longer manages it.` }),
              })
            }
          >
            Detach
          </Button>
        </div>
      ) : (
        <p className="text-sm text-stone-600">
          No owner yet. Attach the account of the person who will manage this manufacturer&apos;s products.
        </p>
      )}
      <form
        noValidate
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setError(undefined);
          attach.mutate(
            { id: manufacturer.id, email },
            {
              onSuccess: (saved) => {
                setEmail('');
                toast.success('Owner attached', {
                  description: `${saved.owner?.email} can now sign in to the manufacturer panel.`,
                });
              },
              onError: (e) => setError((isApiError(e) && e.fields?.email) || e.message),
            },
          );
        }}
      >
        <FormField
          label={owner ? 'Replace with the account of' : 'Account e-mail'}
          type="email"
          className="flex-1"
          value={email}
          error={error}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={attach.isPending || !email.trim()}>
          <BadgeCheck aria-hidden="true" />
          Attach owner
        </Button>
      </form>
    </section>
  );
}
