import { Link } from 'react-router-dom';
import type { Product } from '../types';
import { displayPrice, productAction, stockLabel } from '../utils/store';
import { ProductImage } from './product-image';

interface ProductCardProps {
  product: Product;
  /**
   * The level of the product's name: one below the heading the card sits under (2 in a list
   * right under the page's h1, 3 under a category's h2), so heading levels never skip one.
   */
  headingLevel: 2 | 3;
}

/** One store product: cover, text, price, stock and the button its payment type calls for. */
export function ProductCard({ product, headingLevel }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const action = productAction(product);
  const stock = stockLabel(product.inventory);
  return (
    <article className="card product-card" aria-labelledby={`product-${product.id}-name`}>
      <ProductCover product={product} />
      <div className="product-card__body">
        <p className="product-card__category">{product.category}</p>
        <Heading id={`product-${product.id}-name`} className="product-card__name">
          {product.name}
        </Heading>
        <p className="product-card__description">{product.description}</p>
        <div className="product-card__meta">
          <span className="product-card__price">{displayPrice(product.price)}</span>
          {stock && <span className="product-card__stock">{stock}</span>}
        </div>
        <div className="product-card__action">
          {action.kind === 'external' ? (
            <a className="btn btn--primary" href={action.href} target="_blank" rel="noopener noreferrer">
              {action.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : action.kind === 'disabled' ? (
            <button type="button" className="btn btn--secondary" disabled>
              {action.label}
            </button>
          ) : (
            <Link className={action.kind === 'buy' ? 'btn btn--earth' : 'btn btn--primary'} to={action.href}>
              {action.label}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}

function ProductCover({ product }: { product: Product }) {
  return (
    <div className="product-card__cover">
      <ProductImage src={product.imageUrl} alt="" />
      {product.featured && <span className="product-card__badge">Featured</span>}
    </div>
  );
}
