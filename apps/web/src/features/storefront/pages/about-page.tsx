import type { CompanyInfo, TeamMembers } from '@granite/shared';
import { Building2, CalendarDays, Eye, Target, UserRound, Users } from 'lucide-react';
import { Markdown } from '@/components/markdown';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n';
import { useContentBlock } from '../api/site-content';

/** Storefront 2.16 and admin 3: the public page reads company_info and team_members (D20: Markdown). */
export function AboutPage() {
  const t = useT();
  const company = useContentBlock('company_info').value;
  const team = useContentBlock('team_members').value;
  return (
    <>
      <PageHeader
        eyebrow={t('Company')}
        title={t('About Us')}
        description={
          company
            ? t('{company} connects buyers with Indian granite manufacturers.', {
                company: company.companyName,
              })
            : t('Who we are and how Granite Marketplace connects buyers with Indian granite manufacturers.')
        }
      />
      {company ? <CompanyStory company={company} /> : <StorySkeleton />}
      {team && team.members.length > 0 && <Team team={team} />}
    </>
  );
}

function StorySkeleton() {
  return (
    <Container className="space-y-3 py-14">
      <Skeleton className="h-6 w-1/3" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-5/6" />
    </Container>
  );
}

function CompanyStory({ company }: { company: CompanyInfo }) {
  const t = useT();
  const facts = [
    company.foundedYear && { icon: CalendarDays, label: t('Founded'), value: String(company.foundedYear) },
    company.yearsExperience && {
      icon: Building2,
      label: t('Years of experience'),
      value: company.yearsExperience,
    },
    company.employeesCount && { icon: Users, label: t('Employees'), value: company.employeesCount },
    company.headquarters && { icon: Building2, label: t('Headquarters'), value: company.headquarters },
  ].filter((fact): fact is { icon: typeof Users; label: string; value: string } => Boolean(fact));

  return (
    <section aria-labelledby="story-heading" className="bg-white">
      <Container className="grid gap-12 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div>
          <h2 id="story-heading" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {t('Our story')}
          </h2>
          {company.heroImageUrl && (
            <img
              src={company.heroImageUrl}
              alt=""
              className="mt-6 aspect-video w-full rounded-lg object-cover"
            />
          )}
          {company.description && <Markdown className="mt-6">{t(company.description)}</Markdown>}
          <div className="mt-10 grid gap-5 sm:grid-cols-2">
            {company.mission && (
              <Statement icon={Target} title={t('Our Mission')} text={t(company.mission)} />
            )}
            {company.vision && <Statement icon={Eye} title={t('Our Vision')} text={t(company.vision)} />}
          </div>
        </div>
        {facts.length > 0 && (
          <dl className="grid h-fit gap-5 rounded-lg border border-stone-200 bg-stone-50 p-6">
            {facts.map(({ icon: Icon, label, value }) => (
              <div key={label} className="flex flex-col-reverse gap-1">
                <dt className="flex items-center gap-2 text-sm text-stone-600">
                  <Icon aria-hidden="true" className="size-4 text-copper-700" />
                  {label}
                </dt>
                <dd className="text-2xl font-semibold text-granite-black tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </Container>
    </section>
  );
}

function Statement({ icon: Icon, title, text }: { icon: typeof Target; title: string; text: string }) {
  return (
    <div className="rounded-lg border border-stone-200 p-5">
      <h3 className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="size-5 text-copper-700" />
        {title}
      </h3>
      <Markdown className="mt-2 text-sm [&_p]:my-2">{text}</Markdown>
    </div>
  );
}

/** Real people only (D25): the section shows once an admin has published at least one member. */
function Team({ team }: { team: TeamMembers }) {
  const t = useT();
  return (
    <section aria-labelledby="team-heading" className="border-t border-stone-200 bg-stone-50">
      <Container className="py-14 sm:py-20">
        <h2 id="team-heading" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {t('Our Team')}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {team.members.map((member) => (
            <li key={member.id} className="rounded-lg border border-stone-200 bg-white p-6 shadow-xs">
              {member.imageUrl ? (
                <img src={member.imageUrl} alt={member.name} className="size-20 rounded-full object-cover" />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex size-20 items-center justify-center rounded-full bg-stone-200 text-stone-500"
                >
                  <UserRound className="size-9" />
                </span>
              )}
              <h3 className="mt-4 font-semibold">{member.name}</h3>
              {member.position && <p className="text-sm font-medium text-copper-700">{member.position}</p>}
              {member.bio && <p className="mt-3 text-sm text-pretty text-stone-600">{member.bio}</p>}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
