// Admin 2, Settings → General: contact info and footer info, each saved on its own (admin spec 8:
// 'Contact settings saved', 'Footer settings saved'). The footer and /contact show them.

import { TextAreaField, TextField } from '../content-fields';
import { ContentFormCard, useContentForm } from '../content-form';

export function GeneralTab() {
  return (
    <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
      <ContactSettingsForm />
      <FooterSettingsForm />
    </div>
  );
}

function ContactSettingsForm() {
  const { form, query, saving, submit } = useContentForm('contact_settings', {
    saved: 'Contact settings saved',
  });
  return (
    <ContentFormCard
      title="Contact Information"
      description="Shown on the Contact page; contact-form messages are e-mailed to this address."
      state={query}
      onSubmit={submit}
      saving={saving}
      dirty={form.formState.isDirty}
    >
      <TextField form={form} name="siteName" label="Site name" required maxLength={200} />
      <TextAreaField form={form} name="siteDescription" label="Site description" rows={2} maxLength={2000} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="contactEmail"
          label="Contact email"
          type="email"
          autoComplete="off"
          maxLength={254}
        />
        <TextField
          form={form}
          name="contactPhone"
          label="Contact phone"
          type="tel"
          maxLength={40}
          hint="e.g. +91 98450 12345"
        />
      </div>
      <TextAreaField form={form} name="address" label="Address" rows={2} maxLength={500} />
    </ContentFormCard>
  );
}

function FooterSettingsForm() {
  const { form, query, saving, submit } = useContentForm('footer_info', { saved: 'Footer settings saved' });
  return (
    <ContentFormCard
      title="Footer Information"
      description="The business details at the bottom of every page. Empty lines are left out."
      state={query}
      onSubmit={submit}
      saving={saving}
      dirty={form.formState.isDirty}
    >
      <TextField form={form} name="businessName" label="Business name" required maxLength={200} />
      <TextAreaField form={form} name="description" label="Description" rows={3} maxLength={2000} />
      <TextAreaField form={form} name="address" label="Address" rows={2} maxLength={500} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="phone"
          label="Phone"
          type="tel"
          maxLength={40}
          hint="e.g. +91 98450 12345"
        />
        <TextField form={form} name="email" label="Email" type="email" autoComplete="off" maxLength={254} />
      </div>
    </ContentFormCard>
  );
}
