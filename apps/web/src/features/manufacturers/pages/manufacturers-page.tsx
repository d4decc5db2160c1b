import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

export function ManufacturersPage() {
  return (
    <PageHeader
      eyebrow="Directory"
      title="Manufacturers"
      description="Indian granite manufacturers approved to sell on the marketplace."
      actions={
        <>
          <Button variant="secondary" asChild>
            <Link to="/vendor/login">Manufacturers Login</Link>
          </Button>
          <Button asChild>
            <Link to="/vendor/register">Manufacturers Registration</Link>
          </Button>
        </>
      }
    />
  );
}
