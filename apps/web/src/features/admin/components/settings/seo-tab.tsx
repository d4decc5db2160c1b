// Admin 2, Settings → SEO: every field of the spec (basic, social, analytics), applied by the server
// to each page's head, robots.txt and JSON-LD (D23). Length hints as the spec gives them.

import { FieldGroup, ImageUrlField, TextAreaField, TextField } from '../content-fields';
import { ContentFormCard, useContentForm } from '../content-form';

export function SeoTab() {
  const { form, query, saving, submit } = useContentForm('seo', { saved: 'SEO Settings Saved' });
  return (
    <ContentFormCard
      title="SEO Settings"
      description="Titles, descriptions and images search engines and social networks show for the site."
      state={query}
      onSubmit={submit}
      saving={saving}
      dirty={form.formState.isDirty}
      submitLabel="Save SEO Settings"
    >
      <FieldGroup title="Basic">
        <TextField
          form={form}
          name="siteTitle"
          label="Site title"
          required
          maxLength={200}
          recommended={[50, 60]}
        />
        <TextAreaField
          form={form}
          name="metaDescription"
          label="Meta description"
          rows={3}
          maxLength={500}
          recommended={[150, 160]}
        />
        <TextField form={form} name="keywords" label="Keywords" maxLength={500} hint="Separated by commas." />
        <TextField
          form={form}
          name="canonicalUrl"
          label="Canonical URL"
          type="url"
          maxLength={2048}
          placeholder="https://www.example.in"
          hint="The site's main address; page addresses are built on it."
        />
      </FieldGroup>
      <FieldGroup title="Social" description="Empty fields fall back to the site title and meta description.">
        <div className="grid gap-4 lg:grid-cols-2">
          <TextField
            form={form}
            name="ogTitle"
            label="Open Graph title"
            maxLength={200}
            recommended={[50, 60]}
          />
          <TextField
            form={form}
            name="twitterTitle"
            label="Twitter title"
            maxLength={200}
            recommended={[50, 60]}
          />
          <TextAreaField
            form={form}
            name="ogDescription"
            label="Open Graph description"
            maxLength={500}
            recommended={[150, 160]}
          />
          <TextAreaField
            form={form}
            name="twitterDescription"
            label="Twitter description"
            maxLength={500}
            recommended={[150, 160]}
          />
        </div>
        <ImageUrlField
          form={form}
          name="ogImage"
          label="Open Graph image"
          kind="content"
          aspect="1200/630"
          hint="1200×630 px (1.91:1), JPG/PNG/WebP, at most 5MB. Shown when a page is shared."
          className="max-w-md"
        />
      </FieldGroup>
      <FieldGroup title="Crawlers and structured data">
        <TextAreaField
          form={form}
          name="robotsTxt"
          label="robots.txt content"
          rows={6}
          maxLength={10_000}
          spellCheck={false}
          className="[&_textarea]:font-mono"
          hint="When set, it replaces the site's own rules (private areas disallowed, the sitemap listed)."
        />
        <TextAreaField
          form={form}
          name="structuredData"
          label="Structured data (JSON-LD)"
          rows={8}
          maxLength={20_000}
          spellCheck={false}
          className="[&_textarea]:font-mono"
          placeholder={'{\n  "@context": "https://schema.org",\n  "@type": "Organization"\n}'}
          hint="A JSON object, added to every page's head next to the site's own."
        />
      </FieldGroup>
    </ContentFormCard>
  );
}
