import {
  buyerStateOf,
  type CreatedQuoteRequests,
  CreateQuoteRequest,
  deliveryStateOf,
  EmailSchema,
  pinInState,
  QUOTE_LIFECYCLE_MESSAGES,
  QuantitySqftSchema,
  QuoteRequestFields,
} from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api';
import { useMyBusiness, useMyDeliveryAddresses } from '@/lib/api/business';
import { useCreateQuoteRequest } from '@/lib/api/quotes';
import { useSession } from '@/lib/auth/session';
import { useT } from '@/lib/i18n';
import { mobileFor, rememberMobile } from '@/lib/remembered-mobile';
import { toast } from '@/lib/toast';
import { useCloseOnBack } from '@/lib/use-close-on-back';
import type { QuoteProduct, QuoteTarget } from './quote-request-dialog';
import {
  BillingChoice,
  ChosenProducts,
  ContactFields,
  DeliveryPlace,
  NotesAndSubmit,
  PickedProductField,
  PlaceOfSupplyLine,
  QuantityAndDate,
  type QuoteForm,
  StoneFields,
  SuggestedProducts,
  useFieldError,
} from './quote-request-fields';
import type { SelectedSlabs } from './slabs/selected-slabs';

// The 'pick' form also carries the product; single and multi take it from the page.
const PickSchema = CreateQuoteRequest;
type FormInput = z.input<typeof PickSchema>;
type FormOutput = z.output<typeof PickSchema>;

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The form behind QuoteRequestDialog, loaded when a quote is first asked for. */
export function QuoteRequestDialogContent({
  target,
  open,
  onOpenChange,
  onSubmitted,
}: {
  target: QuoteTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmitted?: () => void;
}) {
  // D16: the suggested manufacturers the buyer ticked join the same multi request (and its title).
  // They belong to one opening of the form for one choice: closing it or choosing again clears them.
  const [added, setAdded] = useState<QuoteProduct[]>([]);
  const choice = open && target.kind === 'multi' ? target.products.map((p) => p.id).join(',') : '';
  const [addedFor, setAddedFor] = useState(choice);
  if (addedFor !== choice) {
    setAddedFor(choice);
    setAdded([]);
  }
  const count = target.kind === 'multi' ? target.products.length + added.length : 1;
  const t = useT();
  useCloseOnBack(open, () => onOpenChange(false));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          title={target.kind === 'multi' ? t('Request {count} Quotes', { count }) : t('Request Quote')}
          description={
            target.kind === 'pick' && target.manufacturer
              ? t('Ask {name} for a price. Contact details are shared after quote request approval.', {
                  name: target.manufacturer.businessName,
                })
              : t('Tell us what you need. Contact details are shared after quote request approval.')
          }
        >
          <QuoteRequestForm
            target={target}
            added={added}
            setAdded={setAdded}
            onDone={() => {
              onOpenChange(false);
              onSubmitted?.();
            }}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function QuoteRequestForm({
  target,
  added,
  setAdded,
  onDone,
}: {
  target: QuoteTarget;
  added: QuoteProduct[];
  setAdded: Dispatch<SetStateAction<QuoteProduct[]>>;
  onDone: () => void;
}) {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.session.user : null;
  const t = useT();
  // One key for this form's submissions: a double click or a retry is the same request (D16).
  const [idempotencyKey] = useState(newKey);
  const multiProducts = target.kind === 'multi' ? [...target.products, ...added] : [];
  // D33: with ticked slabs the quantity is theirs, computed by the server; nothing is typed.
  const slabs = target.kind === 'single' && target.slabs?.slabIds.length ? target.slabs : undefined;
  const [slabError, setSlabError] = useState<string | undefined>();
  // D34: a signed-in buyer's saved business and delivery addresses, offered here (none: as before).
  const billing = useBillingChoice(Boolean(user));
  const form = useQuoteForm(target, user, slabs);
  // The session may arrive after the form opens: the mobile number fills the box while it is empty.
  useEffect(() => {
    if (user && !form.getValues('mobileNumber')) form.setValue('mobileNumber', mobileFor(user));
  }, [user, form]);
  useConsigneeDelivery(form, billing.consigneeOn);
  const chosenAddress = billing.consigneeOn
    ? undefined
    : billing.addresses.find((a) => a.id === billing.addressId);
  // D34: the place of supply the server will take: the buyer's state for a consignee (IGST Act
  // s.10(1)(b)), else where the goods are delivered (s.10(1)(a)).
  const [typedPin, typedState] = form.watch(['deliveryPin', 'deliveryState']);
  const supplyState = billing.consigneeOn
    ? billing.business &&
      buyerStateOf({ gstin: billing.business.gstin, billingState: billing.business.billingState })
    : chosenAddress
      ? chosenAddress.state
      : deliveryStateOf(typedPin, typedState);

  const submit = form.handleSubmit(
    useSubmitQuoteRequest({
      target,
      form,
      idempotencyKey,
      chosen: billing.chosen,
      multiProducts,
      slabs,
      setSlabError,
      onDone,
    }),
  );

  const err = useFieldError(form);

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {target.kind === 'pick' ? (
        <PickedProductField form={form} manufacturerId={target.manufacturer?.id} />
      ) : (
        <ChosenProducts
          target={target}
          products={target.kind === 'multi' ? multiProducts : [target.product]}
          slabs={slabs}
          productError={err('productId')}
          slabError={slabError}
        />
      )}
      {target.kind === 'multi' && (
        <SuggestedProducts productIds={target.products.map((p) => p.id)} added={added} setAdded={setAdded} />
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <ContactFields form={form} signedIn={Boolean(user)} />
        <QuantityAndDate form={form} slabs={Boolean(slabs)} />
        {user && <BillingChoice form={form} {...billing} />}
        {!billing.consigneeOn && <DeliveryPlace form={form} chosen={chosenAddress} />}
        <StoneFields form={form} slabs={Boolean(slabs)} />
      </div>
      <PlaceOfSupplyLine state={supplyState ?? null} />
      <NotesAndSubmit
        form={form}
        label={
          target.kind === 'multi'
            ? t('Submit {count} Requests', { count: multiProducts.length })
            : t('Submit Request')
        }
      />
    </form>
  );
}

type SignedInUser = { id: string; name?: string | null; phone?: string | null; city?: string | null } | null;

/** The form of a target: its schema (D31: signed out, the e-mail address is required) and defaults. */
function useQuoteForm(target: QuoteTarget, user: SignedInUser, slabs: SelectedSlabs | undefined): QuoteForm {
  const first =
    target.kind === 'single' ? target.product : target.kind === 'multi' ? target.products[0] : undefined;
  const base =
    target.kind === 'pick'
      ? PickSchema
      : QuoteRequestFields.extend({
          productId: PickSchema.shape.productId.optional(),
          ...(slabs ? { quantitySqft: QuantitySqftSchema.optional() } : {}),
        }).superRefine(pinInState('deliveryPin', 'deliveryState'));
  // D34's check of the PIN against its state rides on the schema, so it is extended safely.
  const schema = user ? base : base.safeExtend({ email: EmailSchema });
  return useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema as typeof PickSchema),
    defaultValues: {
      productId: target.kind === 'single' ? target.product.id : undefined,
      customerName: user?.name ?? '',
      // The account's number, else the one this buyer gave last on this device.
      mobileNumber: mobileFor(user),
      quantitySqft: slabs ? undefined : ('' as unknown as number),
      deliveryCity: user?.city ?? '',
      deliveryPin: '',
      deliveryState: '',
      // Spec 5: Commercial and Both are the form's defaults; a product's own values come first.
      materialQuality: first?.materialQuality ?? 'Commercial',
      productType: slabs ? 'Slabs' : (first?.productType ?? 'Both'),
      thickness: '',
      slabSize: '',
      tileSize: '',
      finishType: '',
      neededBy: '',
      additionalNotes: '',
      email: '',
    },
  });
}

/** D34: which saved business to bill and which saved address to deliver to, and what the request says of them. */
function useBillingChoice(signedIn: boolean) {
  const business = useMyBusiness(signedIn).data?.business ?? null;
  const addresses = useMyDeliveryAddresses(signedIn).data?.items ?? [];
  const [billToBusiness, setBillToBusiness] = useState(true);
  const [addressId, setAddressId] = useState<number | undefined>();
  const [consigneeWanted, setConsigneeOn] = useState(false);
  // A consignee needs the business billed (bill-to-ship-to): unticking "Bill to" drops it.
  const consigneeOn = consigneeWanted && Boolean(business) && billToBusiness;
  const chosen = {
    ...(business && billToBusiness ? { useBusiness: true } : {}),
    ...(!consigneeOn && addressId !== undefined && addresses.some((a) => a.id === addressId)
      ? { deliveryAddressId: addressId }
      : {}),
  };
  return {
    business,
    addresses,
    billToBusiness,
    setBillToBusiness,
    addressId,
    setAddressId,
    consigneeOn,
    setConsigneeOn,
    chosen,
  };
}

/**
 * D34: with a consignee, its address is the delivery: the request's city, PIN and state follow the
 * consignee's as they are typed (the server takes them from the consignee too).
 */
function useConsigneeDelivery(form: QuoteForm, consigneeOn: boolean) {
  useEffect(() => {
    // Without a consignee (unticked, or "Bill to" unticked) nothing of one is sent or checked.
    if (!consigneeOn) {
      form.unregister('consignee');
      return;
    }
    const subscription = form.watch((values, { name }) => {
      if (!name?.startsWith('consignee.')) return;
      form.setValue('deliveryCity', values.consignee?.city ?? '');
      form.setValue('deliveryPin', values.consignee?.pin ?? '');
      form.setValue('deliveryState', values.consignee?.state ?? '');
    });
    return () => subscription.unsubscribe();
  }, [form, consigneeOn]);
}

/**
 * Sends the request once (the form's idempotency key, D16): the server's field errors on their fields,
 * a slab sold since it was ticked on the slabs (D33), then a toast that says what happens next (D31).
 */
function useSubmitQuoteRequest({
  target,
  form,
  idempotencyKey,
  chosen,
  multiProducts,
  slabs,
  setSlabError,
  onDone,
}: {
  target: QuoteTarget;
  form: QuoteForm;
  idempotencyKey: string;
  chosen: { useBusiness?: boolean; deliveryAddressId?: number };
  multiProducts: QuoteProduct[];
  slabs: SelectedSlabs | undefined;
  setSlabError: (message: string | undefined) => void;
  onDone: () => void;
}) {
  const t = useT();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : undefined;
  const createQuoteRequest = useCreateQuoteRequest(idempotencyKey);
  return async (values: FormOutput) => {
    const { productId, quantitySqft, ...fields } = values;
    setSlabError(undefined);
    let created: CreatedQuoteRequests;
    try {
      created = await createQuoteRequest.mutateAsync(
        target.kind === 'multi'
          ? {
              kind: 'multi',
              input: { ...fields, ...chosen, quantitySqft, productIds: multiProducts.map((p) => p.id) },
            }
          : {
              kind: 'single',
              input: {
                ...fields,
                ...chosen,
                productId: target.kind === 'single' ? target.product.id : productId,
                ...(slabs ? { slabIds: slabs.slabIds } : { quantitySqft }),
                ...(target.kind === 'single' && target.sample ? { sampleId: target.sample.id } : {}),
              },
            },
      );
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          // A slab sold or gone since it was ticked is named on the slabs, not on a field.
          if (field.startsWith('slabIds')) {
            setSlabError(t(`${message}`));
            continue;
          }
          const name = (field.startsWith('productIds') ? 'productId' : field) as FieldPath<FormInput>;
          form.setError(name, { message: t(`${message}`) });
        }
      } else if (slabs && isApiError(error) && error.status === 409) {
        setSlabError(t(error.message));
      }
      // Spec 8: the server's message, else the generic one.
      const provider = isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : null;
      toast.error(t('Error'), {
        description: t(provider ?? 'Failed to submit quote request. Please try again.'),
      });
      return;
    }
    // D24's title ('Quote Request Submitted!') where the request went out; a signed-out visitor's waits
    // for the address to be confirmed (D31). The text says what happens next, and promises no reply time.
    rememberMobile(userId, fields.mobileNumber);
    toast.success(t(fields.email ? 'Quote Request Submitted' : QUOTE_LIFECYCLE_MESSAGES.requestSubmitted), {
      description: whatHappensNext(created, fields.email, t),
    });
    onDone();
  };
}

/** D31: what the buyer can expect now, from the stored requests' status. */
export function whatHappensNext(
  created: CreatedQuoteRequests,
  email: string | undefined,
  t?: (message: string, values?: Record<string, string>) => string,
): string {
  const statuses = created.requests.map((r) => r.status);
  const several = created.requests.length > 1;
  // D40: the same sentences as ids of the page's language.
  if (t) {
    if (statuses.includes('unconfirmed'))
      return several
        ? t(
            "We sent a link to {email}. Open it to confirm your requests; the same link shows the manufacturers' replies.",
            { email: email ?? t('your e-mail address') },
          )
        : t(
            "We sent a link to {email}. Open it to confirm your request; the same link shows the manufacturers' replies.",
            { email: email ?? t('your e-mail address') },
          );
    if (statuses.every((s) => s === 'forwarded'))
      return several
        ? t(
            'Your requests have been sent to the manufacturers. Replies appear under Quote Requests in your dashboard.',
          )
        : t(
            'Your request has been sent to the manufacturer. Replies appear under Quote Requests in your dashboard.',
          );
    return several
      ? t(
          'Your requests have been sent to our team, who pass them on to the manufacturers. Replies appear under Quote Requests in your dashboard.',
        )
      : t(
          'Your request has been sent to our team, who pass it on to the manufacturer. Replies appear under Quote Requests in your dashboard.',
        );
  }
  if (statuses.includes('unconfirmed')) {
    return `We sent a link to ${email ?? 'your e-mail address'}. Open it to confirm your ${several ? 'requests' : 'request'}; the same link shows the manufacturers' replies.`;
  }
  if (statuses.every((s) => s === 'forwarded')) {
    return `Your ${several ? 'requests have' : 'request has'} been sent to the ${several ? 'manufacturers' : 'manufacturer'}. Replies appear under Quote Requests in your dashboard.`;
  }
  return `Your ${several ? 'requests have' : 'request has'} been sent to our team, who pass ${several ? 'them' : 'it'} on to the ${several ? 'manufacturers' : 'manufacturer'}. Replies appear under Quote Requests in your dashboard.`;
}
