import ReactMarkdown, { defaultUrlTransform } from 'react-markdown';
import { Link } from 'react-router';
import rehypeSanitize from 'rehype-sanitize';
import { cn } from '@/lib/cn';
import { useLocalePath } from '@/lib/i18n';

/** Typography for rendered Markdown (no typography plugin: a handful of element styles). */
const PROSE = cn(
  'max-w-none text-base leading-relaxed text-stone-700',
  '[&_h1]:mt-10 [&_h1]:mb-4 [&_h1]:text-2xl [&_h1]:font-semibold [&_h1]:text-granite-black',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-granite-black',
  '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-granite-black',
  '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_strong]:font-semibold [&_strong]:text-granite-black [&_a]:font-medium [&_a]:text-copper-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-copper-800',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-stone-300 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-stone-100 [&_code]:px-1 [&_code]:text-sm [&_hr]:my-8 [&_hr]:border-stone-200',
  '[&>*:first-child]:mt-0',
);

/**
 * Admin-written Markdown (D20). Raw HTML in the text is dropped (skipHtml), the result is passed
 * through rehype-sanitize's GitHub schema, and links with a script scheme lose their address, so
 * nothing from the database can run in the page.
 */
export function MarkdownRenderer({ children, className }: { children: string; className?: string }) {
  // D40: a link to one of the site's own pages keeps the page's language.
  const lp = useLocalePath();
  return (
    <div className={cn(PROSE, className)}>
      <ReactMarkdown
        skipHtml
        rehypePlugins={[rehypeSanitize]}
        urlTransform={defaultUrlTransform}
        components={{
          a: ({ href = '', children: text }) =>
            href.startsWith('/') && !href.startsWith('//') ? (
              <Link to={lp(href)}>{text}</Link>
            ) : (
              <a href={href} target="_blank" rel="noopener noreferrer nofollow">
                {text}
              </a>
            ),
        }}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
