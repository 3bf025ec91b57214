import { useState } from 'react';
import { toast } from '@/app/toast/use-toast';
import { errorMessage } from '@/lib/api';
import { QueryState } from '@/components/query-state';
import type { Product } from '../types';
import { displayPrice } from '../utils/store';
import { useAdminProducts } from './api/get-admin-products';
import { useDeleteProduct } from './api/product-mutations';
import { ProductDialog } from './product-dialog';
import { RowActions } from './row-actions';
import { paymentTypeLabel, statusLabel } from './utils/product-form';
import '@/components/admin.css';
import './catalog-admin.css';

export const DELETE_PRODUCT_CONFIRM = 'Are you sure you want to delete this product?';

/** Every product as a card with Edit and Delete, and the Add Product dialog. */
export function ProductsTab() {
  const products = useAdminProducts();
  const remove = useDeleteProduct();
  // null: closed; 'new': adding; a product: editing it.
  const [editing, setEditing] = useState<Product | 'new' | null>(null);

  function onDelete(product: Product) {
    if (!window.confirm(DELETE_PRODUCT_CONFIRM)) return;
    remove.mutate(product.id, {
      onSuccess: () => toast({ title: 'Product deleted successfully', description: `${product.name} was removed.` }),
      onError: (err) => toast({ title: 'Failed to delete product', description: errorMessage(err), variant: 'destructive' }),
    });
  }

  return (
    <section aria-labelledby="products-title">
      <div className="admin-section-head">
        <h2 id="products-title">Products</h2>
        <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
          Add Product
        </button>
      </div>

      <QueryState query={products} what="products">
        {(list) =>
          list.length === 0 ? (
            <p className="admin-empty">No products yet. Add the first one.</p>
          ) : (
            <ul className="admin-product-list">
              {list.map((product) => (
                <li key={product.id} className="card admin-product">
                  {product.imageUrl ? (
                    <img className="admin-product__image" src={product.imageUrl} alt="" width={96} height={72} loading="lazy" />
                  ) : (
                    <div className="admin-product__image admin-product__image--none" aria-hidden="true" />
                  )}
                  <div className="admin-product__body">
                    <h3>{product.name}</h3>
                    <p className="admin-product__meta">
                      <span className={`badge badge--${product.status}`}>{statusLabel(product.status)}</span>
                      {product.featured && <span className="badge badge--featured">Featured</span>}
                      <span>{product.category}</span>
                      <span>{displayPrice(product.price)}</span>
                      <span>{paymentTypeLabel(product.paymentType)}</span>
                    </p>
                    {product.externalLink && (
                      <p className="admin-product__link">
                        <a href={product.externalLink} target="_blank" rel="noopener noreferrer">
                          {product.externalLink}
                        </a>
                      </p>
                    )}
                  </div>
                  <RowActions
                    name={product.name}
                    onEdit={() => setEditing(product)}
                    onDelete={() => onDelete(product)}
                    deleting={remove.isPending && remove.variables === product.id}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>

      {editing && (
        <ProductDialog product={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </section>
  );
}
