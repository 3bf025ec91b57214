import { Link, useParams } from 'react-router-dom';
import { paths } from '@/app/paths';
import { PageLoader } from '@/app/components/page-loader';
import { errorMessage, errorStatus } from '@/lib/api';
import { usePageMeta, useSite } from '@/features/site';
import { useCertificate } from '../api/courses';
import './certificate.css';

/**
 * `/certificates/:code`: a course certificate, printable by its holder and verifiable by
 * anyone who has the code (the server answers only for codes it issued).
 */
export default function CertificatePage() {
  const { code = '' } = useParams();
  const certificate = useCertificate(code);
  const { site } = useSite();
  usePageMeta({
    title: certificate.data ? `Certificate: ${certificate.data.name}` : 'Certificate of Completion',
    description: `Verify a certificate of completion issued by ${site.organizationName} for its farming course.`,
  });

  if (certificate.isPending) return <PageLoader />;
  if (certificate.isError) {
    const unknown = errorStatus(certificate.error) === 404;
    return (
      <div className="container section narrow" role="alert">
        <h1>{unknown ? 'Certificate not found' : 'Certificate of Completion'}</h1>
        <p>
          {unknown
            ? `No certificate has the code ${code}. Check the code printed on the certificate; it has three groups of four letters and digits.`
            : `The certificate could not be checked: ${errorMessage(certificate.error)}`}
        </p>
        <Link to={paths.home} className="btn btn--primary">
          Go to the home page
        </Link>
      </div>
    );
  }

  const c = certificate.data;
  const issued = new Date(c.issuedAt).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
  const verifyAt = `${window.location.origin}${c.url}`;
  return (
    <div className="container section certificate-page">
      <p className="certificate-page__verified no-print" role="status">
        ✓ This certificate is genuine: it was issued by {site.organizationName} on {issued}.
      </p>
      <article className="certificate" aria-labelledby="certificate-heading">
        <p className="certificate__org">{site.organizationName}</p>
        <h1 id="certificate-heading">Certificate of Completion</h1>
        <p className="certificate__lead">This certifies that</p>
        <p className="certificate__name">{c.name}</p>
        <p className="certificate__lead">has completed every lesson of the course</p>
        <p className="certificate__course">{c.courseTitle}</p>
        <dl className="certificate__facts">
          <div>
            <dt>Date</dt>
            <dd>{issued}</dd>
          </div>
          <div>
            <dt>Verification code</dt>
            <dd className="certificate__code">{c.code}</dd>
          </div>
        </dl>
        <p className="certificate__verify">Verify this certificate at {verifyAt}</p>
      </article>
      <div className="btn-row no-print">
        <button type="button" className="btn btn--primary" onClick={() => window.print()}>
          Print certificate
        </button>
      </div>
    </div>
  );
}
