// Admin 2, Settings → Homepage: the twelve tabs of the spec, each one form with Save Changes
// ('Saving...' while pending). About Us and Manufacturers edit the blocks ADR 009 decided.
import { HERO_LIVE_COUNTS, type HeroLiveCount } from '@granite/shared';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import { ImageUploadField } from '@/components/image-upload-field';
import { Picture } from '@/components/picture';
import { Button } from '@/components/ui/button';
import { Field, Select } from '@/components/ui/form-field';
import { useHeroLiveCounts } from '@/features/admin/api/admin-content';
import { useAdminGraniteImages } from '@/features/admin/api/admin-granite-images';
import { type AnyForm, FieldGroup, ImageUrlField, TextAreaField, TextField } from '../content-fields';
import { ContentFormCard, errorAt, useContentForm } from '../content-form';
import { TextureManager } from '../granite-image-manager';
import { ListEditor } from '../list-editor';
import { MarkdownField } from '../markdown-editor';
import { ResponsiveTabs, type TabItem } from '../responsive-tabs';
import { LegalForm } from './legal-form';

export const HOMEPAGE_SECTIONS: readonly TabItem[] = [
  { value: 'hero', label: 'Hero', content: () => <HeroForm /> },
  { value: '3d-viewer', label: '3D Viewer', content: () => <TextureManager /> },
  { value: 'about-us', label: 'About Us', content: () => <HomeAboutForm /> },
  { value: 'categories', label: 'Categories', content: () => <CategoriesForm /> },
  { value: 'why-choose-us', label: 'Why Choose Us', content: () => <WhyChooseUsForm /> },
  { value: 'manufacturers', label: 'Manufacturers', content: () => <ManufacturersForm /> },
  { value: 'featured', label: 'Featured', content: () => <FeaturedForm /> },
  { value: 'vendors', label: 'Vendors', content: () => <ManufacturersTabForm /> },
  { value: 'legal', label: 'Legal', content: () => <LegalForm /> },
  { value: 'social-media', label: 'Social Media', content: () => <SocialMediaForm /> },
  { value: 'cta', label: 'CTA', content: () => <CtaForm /> },
  { value: 'contact', label: 'Contact', content: () => <ContactInfoForm /> },
];

export function HomepageTab({ section, onSection }: { section: string; onSection(value: string): void }) {
  return (
    <ResponsiveTabs
      label="Homepage section"
      items={HOMEPAGE_SECTIONS}
      value={HOMEPAGE_SECTIONS.some((s) => s.value === section) ? section : 'hero'}
      onChange={onSection}
      variant="secondary"
    />
  );
}

const SAVED = { saved: 'Changes saved' };

const LIVE_LABELS: Record<HeroLiveCount, string> = {
  manufacturers: 'Active manufacturers',
  products: 'Active products',
  answered_quotes: 'Answered quote requests',
};

function HeroForm() {
  const { form, query, saving, submit } = useContentForm('hero', SAVED);
  const counts = useHeroLiveCounts();
  const images = useAdminGraniteImages('hero');
  return (
    <ContentFormCard
      title="Hero"
      description="The first thing visitors see: title, subtitle and up to six statistics."
      state={query}
      onSubmit={submit}
      saving={saving}
      dirty={form.formState.isDirty}
    >
      <TextField form={form} name="title" label="Title" required maxLength={200} />
      <TextAreaField form={form} name="subtitle" label="Subtitle" rows={2} maxLength={2000} />
      <FieldGroup
        title="Statistics"
        description="A live count is counted from the database; type a value to show your own text instead. A live count of 0 is not shown."
      >
        <ListEditor
          form={form}
          name="stats"
          itemLabel={(i) => `Statistic ${i + 1}`}
          addLabel="Add statistic"
          newItem={() => ({ label: '', value: '' })}
          max={6}
          empty="No statistics: the hero shows none."
        >
          {(i) => {
            const live = form.watch(`stats.${i}.live`) as HeroLiveCount | undefined;
            const count = live ? counts.data?.[live] : undefined;
            return (
              <div className="grid gap-4 sm:grid-cols-3">
                <TextField form={form} name={`stats.${i}.label`} label="Label" required maxLength={60} />
                <Field label="Source" error={errorAt(form, `stats.${i}.live`)}>
                  {(control) => (
                    <Select
                      {...control}
                      {...form.register(`stats.${i}.live`, { setValueAs: (v) => v || undefined })}
                    >
                      <option value="">Fixed text</option>
                      {HERO_LIVE_COUNTS.map((key) => (
                        <option key={key} value={key}>
                          Live: {LIVE_LABELS[key]}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
                <TextField
                  form={form}
                  name={`stats.${i}.value`}
                  label={live ? 'Replace with (optional)' : 'Value'}
                  required={!live}
                  maxLength={30}
                  placeholder={count !== undefined ? count.toLocaleString('en-IN') : undefined}
                  hint={
                    live
                      ? count !== undefined
                        ? `Live count now: ${count.toLocaleString('en-IN')}`
                        : 'Counting…'
                      : undefined
                  }
                />
              </div>
            );
          }}
        </ListEditor>
      </FieldGroup>
      <FieldGroup
        title="Hero images"
        description={
          <>
            The carousel under the search. Add, replace and order them in the{' '}
            <Link to="/admin/settings?tab=images" className="font-medium text-copper-700 hover:underline">
              Images tab
            </Link>
            .
          </>
        }
      >
        {images.data && images.data.length > 0 ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {images.data.map((image) => (
              <li key={image.id} className="space-y-1">
                <Picture
                  image={image.image}
                  alt={image.name}
                  aspect="16/9"
                  className="rounded-md"
                  sizes="12rem"
                />
                <p className="truncate text-xs text-stone-600">{image.name}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-stone-600">
            {images.isPending ? 'Loading granite images...' : 'No Images Yet'}
          </p>
        )}
      </FieldGroup>
    </ContentFormCard>
  );
}

function HomeAboutForm() {
  const { form, query, saving, submit } = useContentForm('home_about', SAVED);
  return (
    <ContentFormCard
      title="About Us"
      description="A short introduction on the home page, linking to the About page. Leave the text empty to hide the section."
      state={query}
      onSubmit={submit}
      saving={saving}
      dirty={form.formState.isDirty}
    >
      <TextField form={form} name="title" label="Title" required maxLength={200} />
      <MarkdownField form={form} name="body" label="Text" rows={6} maxLength={4000} />
    </ContentFormCard>
  );
}

/** Admin 2: one image for each of five fixed category slots. */
const CATEGORY_SLOTS = [
  { id: 'black', label: 'Black Granite' },
  { id: 'white', label: 'White Granite' },
  { id: 'blue', label: 'Blue Granite' },
  { id: 'beige', label: 'Beige Granite' },
  { id: 'gray', label: 'Gray Granite' },
] as const;

function CategoriesForm() {
  const { form, query, saving, submit } = useContentForm('categories', SAVED);
  const images = (form.watch('categoryImages') ?? []) as { id: string; image: string }[];
  function setImage(id: string, url: string) {
    const others = images.filter((entry) => entry.id !== id);
    form.setValue('categoryImages', url ? [...others, { id, image: url }] : others, { shouldDirty: true });
  }
  return (
    <ContentFormCard
      title="Categories"
      description="The heading of the category grid and an image for each colour group (400×300 px)."
      state={query}
      onSubmit={submit}
      saving={saving}
      dirty={form.formState.isDirty}
    >
      <TextField form={form} name="title" label="Section title" required maxLength={200} />
      <TextAreaField form={form} name="subtitle" label="Section subtitle" rows={2} maxLength={2000} />
      <FieldGroup title="Category images">
        <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {CATEGORY_SLOTS.map((slot) => (
            <ImageSlot
              key={slot.id}
              label={slot.label}
              url={images.find((entry) => entry.id === slot.id)?.image ?? ''}
              onChange={(url) => setImage(slot.id, url)}
            />
          ))}
        </div>
      </FieldGroup>
    </ContentFormCard>
  );
}

function ImageSlot({ label, url, onChange }: { label: string; url: string; onChange(url: string): void }) {
  return (
    <div className="space-y-1.5">
      <ImageUploadField
        label={label}
        target={{ kind: 'category' }}
        value={url || null}
        onUploaded={(image) => onChange(image.url)}
        hint="400×300 px, at most 5MB."
        aspect="4/3"
      />
      {url && (
        <Button type="button" variant="link" size="sm" onClick={() => onChange('')}>
          <X aria-hidden="true" />
          Remove image
        </Button>
      )}
    </div>
  );
}

function TitledItems({ form, name, noun, max }: { form: AnyForm; name: string; noun: string; max: number }) {
  return (
    <ListEditor
      form={form}
      name={name}
      itemLabel={(i) => `${noun} ${i + 1}`}
      addLabel={`Add ${noun.toLowerCase()}`}
      newItem={() => ({ title: '', description: '' })}
      max={max}
      empty={`No ${noun.toLowerCase()}s yet.`}
    >
      {(i) => (
        <>
          <TextField form={form} name={`${name}.${i}.title`} label="Title" required maxLength={200} />
          <TextAreaField
            form={form}
            name={`${name}.${i}.description`}
            label="Description"
            rows={2}
            maxLength={2000}
          />
        </>
      )}
    </ListEditor>
  );
}

function WhyChooseUsForm() {
  const { form, query, saving, submit } = useContentForm('why_choose_us', SAVED);
  return (
    <ContentFormCard
      title="Why Choose Us"
      state={query}
      onSubmit={submit}
      saving={saving}
      dirty={form.formState.isDirty}
    >
      <TextField form={form} name="title" label="Title" required maxLength={200} />
      <TextAreaField form={form} name="subtitle" label="Subtitle" rows={2} maxLength={2000} />
      <FieldGroup title="Features">
        <TitledItems form={form} name="features" noun="Feature" max={12} />
      </FieldGroup>
    </ContentFormCard>
  );
}

function ManufacturersForm() {
  const { form, query, saving, submit } = useContentForm('trusted_manufacturers', {
    saved: 'Trusted Manufacturers content saved',
  });
  return (
    <ContentFormCard
      title="Trusted Manufacturers"
      description="The heading of the premium manufacturers section. The cards themselves are the manufacturers marked premium."
      state={query}
      onSubmit={submit}
      saving={saving}
      dirty={form.formState.isDirty}
    >
      <TextField form={form} name="title" label="Section title" required maxLength={200} />
      <TextAreaField form={form} name="subtitle" label="Subtitle" rows={2} maxLength={2000} />
      <FieldGroup title="Manufacturers" description="Listed with the premium manufacturers.">
        <ListEditor
          form={form}
          name="manufacturers"
          itemLabel={(i) => `Manufacturer ${i + 1}`}
          addLabel="Add manufacturer"
          newItem={() => ({ name: '', location: '', experience: '', specialization: '' })}
          max={20}
          empty="No manufacturers added."
        >
          {(i) => (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField form={form} name={`manufacturers.${i}.name`} label="Name" required maxLength={200} />
              <TextField form={form} name={`manufacturers.${i}.location`} label="Location" maxLength={200} />
              <TextField
                form={form}
                name={`manufacturers.${i}.experience`}
                label="Experience"
                maxLength={60}
                placeholder="25+ Years"
              />
              <TextField
                form={form}
                name={`manufacturers.${i}.specialization`}
                label="Specialization"
                maxLength={200}
              />
            </div>
          )}
        </ListEditor>
      </FieldGroup>
    </ContentFormCard>
  );
}

function FeaturedForm() {
  const { form, query, saving, submit } = useContentForm('featured_products', SAVED);
  return (
    <ContentFormCard
      title="Featured Products"
      state={query}
      onSubmit={submit}
      saving={saving}
      dirty={form.formState.isDirty}
    >
      <TextField form={form} name="title" label="Title" required maxLength={200} />
      <TextField form={form} name="subtitle" label="Subtitle" maxLength={2000} />
      <TextAreaField form={form} name="description" label="Description" rows={3} maxLength={2000} />
    </ContentFormCard>
  );
}

function ManufacturersTabForm() {
  const { form, query, saving, submit } = useContentForm('become_vendor', SAVED);
  return (
    <ContentFormCard
      title="Vendors"
      description="What a manufacturer gets, listed in the become-a-vendor section (its heading and background are in the CTA tab)."
      state={query}
      onSubmit={submit}
      saving={saving}
      dirty={form.formState.isDirty}
    >
      <TitledItems form={form} name="benefits" noun="Benefit" max={6} />
    </ContentFormCard>
  );
}

const NETWORKS = [
  { key: 'instagram', label: 'Instagram', placeholder: 'https://www.instagram.com/…' },
  { key: 'facebook', label: 'Facebook', placeholder: 'https://www.facebook.com/…' },
  { key: 'twitter', label: 'Twitter', placeholder: 'https://x.com/…' },
  { key: 'linkedin', label: 'LinkedIn', placeholder: 'https://www.linkedin.com/company/…' },
] as const;

function SocialMediaForm() {
  const { form, query, saving, submit } = useContentForm('social_media', SAVED);
  return (
    <ContentFormCard
      title="Social Media"
      description="Links in the footer; a network shows only when its address is set."
      state={query}
      onSubmit={submit}
      saving={saving}
      dirty={form.formState.isDirty}
    >
      <div className="grid gap-4 lg:grid-cols-2">
        {NETWORKS.map((n) => (
          <TextField
            key={n.key}
            form={form}
            name={n.key}
            label={n.label}
            type="url"
            maxLength={2048}
            placeholder={n.placeholder}
          />
        ))}
      </div>
    </ContentFormCard>
  );
}

function CtaForm() {
  const { form, query, saving, submit } = useContentForm('cta', SAVED);
  return (
    <ContentFormCard
      title="Call to Action"
      description="The become-a-vendor section near the end of the home page."
      state={query}
      onSubmit={submit}
      saving={saving}
      dirty={form.formState.isDirty}
    >
      <TextField form={form} name="title" label="Title" required maxLength={200} />
      <TextAreaField form={form} name="subtitle" label="Subtitle" rows={2} maxLength={2000} />
      <ImageUrlField
        form={form}
        name="backgroundImage"
        label="Background image"
        kind="content"
        hint="Wide landscape image, at most 5MB; shown dimmed behind the text."
        className="max-w-lg"
      />
    </ContentFormCard>
  );
}

function ContactInfoForm() {
  const { form, query, saving, submit } = useContentForm('contact_info', {
    saved: 'Contact information saved',
  });
  return (
    <ContentFormCard
      title="Contact"
      description="The floating WhatsApp and e-mail buttons of the home page. A button shows only when its number or address is set."
      state={query}
      onSubmit={submit}
      saving={saving}
      dirty={form.formState.isDirty}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="whatsappNumber"
          label="WhatsApp number"
          type="tel"
          maxLength={20}
          placeholder="+91 98450 12345"
          hint="With country code, starting with +."
        />
        <TextField
          form={form}
          name="email"
          label="Contact e-mail"
          type="email"
          autoComplete="off"
          maxLength={254}
        />
      </div>
      <TextAreaField
        form={form}
        name="whatsappMessage"
        label="Default WhatsApp message"
        rows={2}
        maxLength={500}
      />
      <TextField form={form} name="emailSubject" label="Default e-mail subject" maxLength={200} />
      <TextAreaField form={form} name="emailBody" label="Default e-mail body" rows={4} maxLength={2000} />
    </ContentFormCard>
  );
}
