import { COMING_SOON_STONES } from '@granite/shared';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';

export function CategoriesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Catalogue"
        title="Granite Categories"
        description="Browse granite by colour and type, each with the products listed under it."
      />
      <Container className="py-12 sm:py-16">
        {/* Spec 2.4: the page ends with this fixed list of other stones. */}
        <section aria-labelledby="coming-soon-heading">
          <h2 id="coming-soon-heading" className="text-xl font-semibold tracking-tight">
            Coming Soon
          </h2>
          <p className="mt-2 text-stone-600">Other natural stones to be added to the marketplace.</p>
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {COMING_SOON_STONES.map((stone) => (
              <li
                key={stone}
                className="flex items-center gap-3 rounded-lg border border-dashed border-stone-300 bg-white px-4 py-3.5 text-sm font-medium text-stone-700"
              >
                <span aria-hidden="true" className="size-2 rounded-full bg-stone-400" />
                {stone}
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </>
  );
}
