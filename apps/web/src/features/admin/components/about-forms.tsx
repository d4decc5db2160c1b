// Admin 2, /admin/about: Company Information (company_info) and Team Members (team_members), each
// one form saved over its version (D29) with the spec's toasts (admin 8). /about shows what is stored;
// a fact left empty is not shown there (D25).

import { FieldGroup, ImageUrlField, TextAreaField, TextField } from './content-fields';
import { ContentFormCard, useContentForm } from './content-form';
import { ListEditor } from './list-editor';
import { MarkdownField } from './markdown-editor';

export function CompanyInfoForm() {
  const { form, query, saving, submit } = useContentForm('company_info', {
    saved: 'Company information updated successfully',
    failed: 'Failed to update company information',
  });
  return (
    <ContentFormCard
      title="Company Information"
      description="The story on the About page. Founded year, employees, years of experience and headquarters show only when filled in."
      state={query}
      onSubmit={submit}
      saving={saving}
      dirty={form.formState.isDirty}
    >
      <TextField form={form} name="companyName" label="Company name" required maxLength={200} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          form={form}
          name="foundedYear"
          label="Founded year"
          type="number"
          inputMode="numeric"
          min={1800}
          max={2100}
          placeholder="e.g. 2004"
          registerOptions={{ setValueAs: (v) => (v === '' || v == null ? null : Number(v)) }}
        />
        <TextField
          form={form}
          name="headquarters"
          label="Headquarters"
          maxLength={200}
          placeholder="City, State"
        />
        <TextField form={form} name="employeesCount" label="Employees" maxLength={30} placeholder="e.g. 45" />
        <TextField
          form={form}
          name="yearsExperience"
          label="Years of experience"
          maxLength={30}
          placeholder="e.g. 20+"
        />
      </div>
      <MarkdownField form={form} name="description" label="Description" rows={8} maxLength={20_000} />
      <div className="grid gap-5 lg:grid-cols-2">
        <TextAreaField form={form} name="mission" label="Mission" rows={4} maxLength={10_000} />
        <TextAreaField form={form} name="vision" label="Vision" rows={4} maxLength={10_000} />
      </div>
      <FieldGroup title="Hero image">
        <ImageUrlField
          form={form}
          name="heroImageUrl"
          label="About page image"
          kind="content"
          hint="Landscape 16:9, at least 1200px wide, at most 5MB."
          className="max-w-lg"
        />
      </FieldGroup>
    </ContentFormCard>
  );
}

export function TeamMembersForm() {
  const { form, query, saving, submit } = useContentForm('team_members', {
    saved: 'Team information updated successfully',
    failed: 'Failed to update team information',
  });
  return (
    <ContentFormCard
      title="Team Members"
      description="The people shown on the About page, in this order."
      state={query}
      onSubmit={submit}
      saving={saving}
      dirty={form.formState.isDirty}
    >
      <ListEditor
        form={form}
        name="members"
        itemLabel={(i) => String(form.watch(`members.${i}.name`) || `Team member ${i + 1}`)}
        addLabel="Add team member"
        newItem={() => ({ id: crypto.randomUUID(), name: '', position: '', bio: '', imageUrl: '' })}
        max={50}
        empty="No team members yet. The About page says team profiles have not been published."
      >
        {(i) => (
          <div className="grid gap-5 md:grid-cols-[12rem_minmax(0,1fr)]">
            <ImageUrlField
              form={form}
              name={`members.${i}.imageUrl`}
              label="Photo"
              kind="team"
              aspect="1/1"
            />
            <div className="space-y-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField form={form} name={`members.${i}.name`} label="Name" required maxLength={120} />
                <TextField form={form} name={`members.${i}.position`} label="Position" maxLength={120} />
              </div>
              <TextAreaField form={form} name={`members.${i}.bio`} label="Bio" rows={3} maxLength={2000} />
            </div>
          </div>
        )}
      </ListEditor>
    </ContentFormCard>
  );
}
