import { HydrateLater } from '@/components/hydrate-later';
import { PostRequirementLink } from '@/components/requirements/post-requirement-link';
import { Container } from '@/components/ui/container';
import { HeroCarousel } from '@/features/storefront/components/home/hero-carousel';
import { TextureViewerSection } from '@/features/storefront/components/home/texture-viewer-section';
import { useT } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useContentBlock } from '../api/site-content';
import { BecomeManufacturerSection } from '../components/home/become-manufacturer-section';
import { CategoryGridSection } from '../components/home/category-grid-section';
import { FeaturedProductsSection } from '../components/home/featured-products-section';
import { FloatingContact } from '../components/home/floating-contact';
import { HeroSection } from '../components/home/hero-section';
import { HomeAboutSection } from '../components/home/home-about-section';
import { HowItWorksSection } from '../components/home/how-it-works-section';
import { PremiumManufacturersSection } from '../components/home/premium-manufacturers-section';
import { WhyChooseUsSection } from '../components/home/why-choose-us-section';

/**
 * Storefront 2.3, sections in the spec's order. Each section reads its content block; products,
 * categories and manufacturers are live catalogue data. D40: the blocks' built-in texts (the server's
 * content.defaults.ts) have their Hindi in storefront.json, so a Hindi page shows them in Hindi; a
 * text an administrator wrote is not in the catalogue and shows as written.
 */
export function HomePage() {
  const t = useT();
  useDocumentTitle(undefined);
  const hero = useContentBlock('hero');
  const featured = useContentBlock('featured_products');
  const howItWorks = useContentBlock('how_it_works');
  const whyChooseUs = useContentBlock('why_choose_us');
  const categories = useContentBlock('categories');
  const premium = useContentBlock('trusted_manufacturers');
  const cta = useContentBlock('cta');
  const contactInfo = useContentBlock('contact_info');
  const homeAbout = useContentBlock('home_about');
  const becomeManufacturer = useContentBlock('become_vendor');

  return (
    <>
      <HeroSection hero={hero.value}>
        <HeroCarousel className="mt-12" />
      </HeroSection>
      {/* Below the hero, each section is hydrated on its own, after the rest (less blocking time, TBT). */}
      {/* D38: a buyer who knows what they need asks every matching manufacturer at once. */}
      <Container className="pt-8">
        <PostRequirementLink lead={t('Know what you need?')} />
      </Container>
      <HydrateLater>
        <TextureViewerSection />
      </HydrateLater>
      <HydrateLater>
        <FeaturedProductsSection content={featured.value} />
      </HydrateLater>
      <HydrateLater>
        <HowItWorksSection content={howItWorks.value} />
      </HydrateLater>
      <HydrateLater>
        <HomeAboutSection content={homeAbout.value} />
      </HydrateLater>
      <HydrateLater>
        <WhyChooseUsSection content={whyChooseUs.value} />
      </HydrateLater>
      <HydrateLater>
        <CategoryGridSection content={categories.value} />
      </HydrateLater>
      <HydrateLater>
        <PremiumManufacturersSection content={premium.value} />
      </HydrateLater>
      <HydrateLater>
        <BecomeManufacturerSection content={cta.value} benefits={becomeManufacturer.value} />
      </HydrateLater>
      <HydrateLater>
        <FloatingContact info={contactInfo.value} />
      </HydrateLater>
    </>
  );
}
