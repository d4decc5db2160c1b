// Admin 2, Legal (and Homepage → Legal): the four fixed pages and the additional pages, Markdown
// with a live sanitised preview (D20). Additional pages are served at /legal/<slug>.
import { FIXED_LEGAL_PAGES } from '@granite/shared';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { FieldGroup, TextField } from '../content-fields';
import { ContentFormCard, useContentForm } from '../content-form';
import { ListEditor } from '../list-editor';
import { MarkdownField } from '../markdown-editor';

export function LegalForm() {
  const { form, query, saving, submit } = useContentForm('legal_info', {
    saved: 'Changes saved successfully',
  });
  return (
    <ContentFormCard
      title="Legal Pages"
      description="Privacy, terms, cookies and refunds, plus any pages of your own. Each is linked from the footer."
      state={query}
      onSubmit={submit}
      saving={saving}
      dirty={form.formState.isDirty}
    >
      {FIXED_LEGAL_PAGES.map((page) => (
        <FieldGroup
          key={page.key}
          title={page.title}
          description={
            <Link
              to={`/legal/${page.slug}`}
              target="_blank"
              className="inline-flex items-center gap-1 text-copper-700 hover:underline"
            >
              /legal/{page.slug}
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </Link>
          }
        >
          <TextField form={form} name={`${page.key}.title`} label="Title" required maxLength={200} />
          <MarkdownField
            form={form}
            name={`${page.key}.content`}
            label="Content"
            rows={12}
            maxLength={100_000}
          />
        </FieldGroup>
      ))}
      <FieldGroup
        title="Additional pages"
        description="The slug is the page's address: lowercase letters, digits and hyphens, e.g. shipping-policy → /legal/shipping-policy."
      >
        <ListEditor
          form={form}
          name="additionalPages"
          itemLabel={(i) => `Additional page ${i + 1}`}
          addLabel="Add page"
          newItem={() => ({ title: '', slug: '', content: '' })}
          max={20}
          empty="No additional pages."
        >
          {(i) => (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  form={form}
                  name={`additionalPages.${i}.title`}
                  label="Title"
                  required
                  maxLength={200}
                />
                <TextField
                  form={form}
                  name={`additionalPages.${i}.slug`}
                  label="Slug"
                  required
                  maxLength={80}
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder="shipping-policy"
                />
              </div>
              <MarkdownField
                form={form}
                name={`additionalPages.${i}.content`}
                label="Content"
                rows={10}
                maxLength={100_000}
              />
            </>
          )}
        </ListEditor>
      </FieldGroup>
    </ContentFormCard>
  );
}
