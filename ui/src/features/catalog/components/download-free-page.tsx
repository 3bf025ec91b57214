import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/app/paths';
import { PageLoader } from '@/app/components/page-loader';
import { errorMessage, errorStatus } from '@/lib/api';
import { usePageMeta } from '@/features/site';
import { useStoreProduct } from '../api/get-store-product';
import { DownloadFreeActions } from './download-free-actions';
import { ProductImage } from './product-image';
import './catalog.css';

/** `/download-free?product={id}`: one free product and its "Download Free" button. */
export default function DownloadFreePage() {
  const [params] = useSearchParams();
  const raw = params.get('product')?.trim() ?? '';
  const id = /^\d+$/.test(raw) ? raw : null;
  const product = useStoreProduct(id);
  usePageMeta({
    title: product.data?.name ?? 'Free Download',
    description: product.data?.description.trim() || 'Download a free farming guide from the community farm: no account or payment needed.',
  });

  if (!id) {
    return <Problem title="No product chosen" text="This link does not name a product. Pick a free guide in the store." />;
  }
  if (product.isLoading) return <PageLoader />;
  if (product.isError) {
    return errorStatus(product.error) === 404 ? (
      <Problem title="Product not found" text="This product does not exist or is no longer available." />
    ) : (
      <Problem title="The product could not be loaded" text={errorMessage(product.error)} />
    );
  }
  const item = product.data;
  if (!item || item.paymentType !== 'free_download' || !item.downloadUrl) {
    return <Problem title="Not a free download" text="This product is not offered as a free download." />;
  }

  return (
    <div className="container section">
      <div className="free-download">
        <ProductImage src={item.imageUrl} alt={`Cover of ${item.name}`} />
        <div>
          <p className="eyebrow">Free download</p>
          <h1>{item.name}</h1>
          <p>{item.description}</p>
          <p className="free-download__price">FREE</p>
          <DownloadFreeActions id={String(item.id)} url={item.downloadUrl} title={item.name} />
        </div>
      </div>
    </div>
  );
}

function Problem({ title, text }: { title: string; text: string }) {
  return (
    <div className="container section narrow" role="alert">
      <h1>{title}</h1>
      <p>{text}</p>
      <Link to={paths.store} className="btn btn--primary">
        Back to the store
      </Link>
    </div>
  );
}
