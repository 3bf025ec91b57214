import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from '@/app/toast/use-toast';
import { Modal } from '@/components/modal';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api';
import type { Product } from '../types';
import { useAdminCategories } from './api/get-admin-categories';
import {
  useCreateProduct,
  useRemoveProductFile,
  useUpdateProduct,
  useUploadProductFile,
  useUploadProductImage,
} from './api/product-mutations';
import {
  EMPTY_PRODUCT_FORM,
  FILE_EXTENSIONS,
  IMAGE_TYPES,
  PAYMENT_TYPE_OPTIONS,
  STATUS_OPTIONS,
  buildProductPayload,
  hasErrors,
  productToFormValues,
  uploadProblem,
  validateProductForm,
  type ProductFormErrors,
  type ProductFormValues,
} from './utils/product-form';

interface ProductDialogProps {
  /** The product to edit, or null to add one. */
  product: Product | null;
  onClose: () => void;
}

const FIELD_ORDER = ['name', 'price', 'category', 'externalLink', 'inventory'] as const;

/**
 * Add or edit a product (seed 002 §4, §5). Checks run before anything is sent; after a
 * product is created the dialog stays open on it so an image and a file can be uploaded.
 */
export function ProductDialog({ product, onClose }: ProductDialogProps) {
  const [current, setCurrent] = useState<Product | null>(product);
  const [values, setValues] = useState<ProductFormValues>(product ? productToFormValues(product) : EMPTY_PRODUCT_FORM);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [justCreated, setJustCreated] = useState(false);
  const categories = useAdminCategories();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const saving = create.isPending || update.isPending;
  const formRef = useRef<HTMLFormElement>(null);

  function set<K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) setErrors(validateProductForm(next));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const found = validateProductForm(values);
    setErrors(found);
    if (hasErrors(found)) {
      const first = FIELD_ORDER.find((key) => found[key]);
      formRef.current?.querySelector<HTMLElement>(`#product-${first}`)?.focus();
      return;
    }
    const payload = buildProductPayload(values);
    if (current) {
      update.mutate(
        { id: current.id, payload },
        {
          onSuccess: (saved) => {
            toast({ title: 'Product updated successfully', description: `${saved.name} was saved.` });
            onClose();
          },
          onError: (err) => toast({ title: 'Failed to update product', description: errorMessage(err), variant: 'destructive' }),
        },
      );
    } else {
      create.mutate(payload, {
        onSuccess: (saved) => {
          toast({ title: 'Product created successfully', description: `${saved.name} was added.` });
          setCurrent(saved);
          setJustCreated(true);
        },
        onError: (err) => toast({ title: 'Failed to create product', description: errorMessage(err), variant: 'destructive' }),
      });
    }
  }

  const categoryNames = (categories.data ?? []).map((c) => c.name);
  if (values.category && !categoryNames.includes(values.category)) categoryNames.unshift(values.category);

  return (
    <Modal title={current ? `Edit ${current.name}` : 'Add Product'} onClose={onClose}>
      {justCreated && (
        <p className="notice" role="status">
          Product created. You can now add a cover image and a downloadable file below.
        </p>
      )}
      <form ref={formRef} className="form product-form" onSubmit={onSubmit} noValidate aria-label="Product details">
        <TextField id="product-name" label="Name" value={values.name} onValueChange={(v) => set('name', v)} error={errors.name} required />
        <div className="field">
          <label htmlFor="product-description">Description</label>
          <textarea
            id="product-description"
            className="input"
            rows={3}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
        </div>
        <div className="product-form__row">
          <TextField
            id="product-price"
            label="Price"
            hint="A number such as 39.99, or FREE, or Coming Soon."
            value={values.price}
            onValueChange={(v) => set('price', v)}
            error={errors.price}
            required
          />
          <div className="field">
            <label htmlFor="product-category">Category</label>
            <select
              id="product-category"
              className="input"
              value={values.category}
              onChange={(e) => set('category', e.target.value)}
              aria-invalid={errors.category ? true : undefined}
              aria-describedby={errors.category ? 'product-category-error' : undefined}
              required
            >
              <option value="">Choose a category</option>
              {categoryNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            {errors.category && (
              <span id="product-category-error" className="field__error">
                {errors.category}
              </span>
            )}
            {categories.isSuccess && categories.data.length === 0 && (
              <span className="field__hint">Create a category first in the Categories tab.</span>
            )}
          </div>
        </div>
        <div className="product-form__row">
          <div className="field">
            <label htmlFor="product-status">Status</label>
            <select
              id="product-status"
              className="input"
              value={values.status}
              onChange={(e) => set('status', e.target.value as ProductFormValues['status'])}
            >
              {STATUS_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="product-payment-type">Payment type</label>
            <select
              id="product-payment-type"
              className="input"
              value={values.paymentType}
              onChange={(e) => set('paymentType', e.target.value as ProductFormValues['paymentType'])}
            >
              {PAYMENT_TYPE_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        {values.paymentType === 'external_link' && (
          <TextField
            id="product-externalLink"
            label="External link"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={values.externalLink}
            onValueChange={(v) => set('externalLink', v)}
            error={errors.externalLink}
            required
          />
        )}
        <div className="product-form__row">
          <TextField
            id="product-inventory"
            label="Inventory"
            hint="Whole number; -1 means unlimited."
            inputMode="numeric"
            value={values.inventory}
            error={errors.inventory}
            onValueChange={(v) => set('inventory', v)}
          />
          <TextField
            id="product-sort-order"
            label="Sort order"
            hint="Lower numbers show first."
            inputMode="numeric"
            value={values.sortOrder}
            onValueChange={(v) => set('sortOrder', v)}
          />
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={values.featured} onChange={(e) => set('featured', e.target.checked)} />
          Featured in the store
        </label>
        <div className="btn-row">
          <button type="submit" className="btn btn--primary" disabled={saving}>
            {saving ? 'Saving…' : current ? 'Save Changes' : 'Create Product'}
          </button>
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {justCreated ? 'Done' : 'Cancel'}
          </button>
        </div>
      </form>

      {current ? (
        <ProductUploads product={current} onChange={setCurrent} />
      ) : (
        <p className="field__hint product-form__uploads-hint">Save the product first; then you can upload its image and file.</p>
      )}
    </Modal>
  );
}

/** Cover image and downloadable file of a saved product. */
function ProductUploads({ product, onChange }: { product: Product; onChange: (p: Product) => void }) {
  const image = useUploadProductImage();
  const file = useUploadProductFile();
  const removeFile = useRemoveProductFile();

  function onPick(kind: 'image' | 'file') {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.target;
      const chosen = input.files?.[0];
      input.value = '';
      if (!chosen) return;
      const what = kind === 'image' ? 'image' : 'file';
      const problem = uploadProblem(chosen, kind);
      if (problem) {
        toast({ title: `Failed to upload ${what}`, description: problem, variant: 'destructive' });
        return;
      }
      const mutation = kind === 'image' ? image : file;
      mutation.mutate(
        { id: product.id, file: chosen },
        {
          onSuccess: (saved) => {
            onChange(saved);
            toast({ title: kind === 'image' ? 'Image uploaded' : 'File uploaded', description: chosen.name });
          },
          onError: (err) => toast({ title: `Failed to upload ${what}`, description: errorMessage(err), variant: 'destructive' }),
        },
      );
    };
  }

  function onRemoveFile() {
    removeFile.mutate(product.id, {
      onSuccess: (saved) => {
        onChange(saved);
        toast({ title: 'File removed' });
      },
      onError: (err) => toast({ title: 'Failed to remove file', description: errorMessage(err), variant: 'destructive' }),
    });
  }

  return (
    <section className="product-uploads" aria-labelledby="product-uploads-title">
      <h3 id="product-uploads-title">Image and file</h3>
      <div className="product-uploads__item">
        {product.imageUrl ? (
          <img src={product.imageUrl} alt={`Current image of ${product.name}`} width={120} height={90} className="product-uploads__preview" />
        ) : (
          <p className="field__hint">No image yet.</p>
        )}
        <div className="field">
          <label htmlFor="product-image-upload">{product.imageUrl ? 'Replace image' : 'Upload image'}</label>
          <span className="field__hint" id="product-image-hint">
            PNG, JPEG, GIF or WebP, up to 10 MB.
          </span>
          <input
            id="product-image-upload"
            type="file"
            accept={IMAGE_TYPES.join(',')}
            aria-describedby="product-image-hint"
            disabled={image.isPending}
            onChange={onPick('image')}
          />
          {image.isPending && <span role="status">Uploading image…</span>}
        </div>
      </div>
      <div className="product-uploads__item">
        <p className="product-uploads__file">
          {product.fileName ? (
            <>
              File: <strong>{product.fileName}</strong>
            </>
          ) : (
            'No downloadable file yet.'
          )}
        </p>
        <div className="field">
          <label htmlFor="product-file-upload">{product.fileName ? 'Replace file' : 'Upload file'}</label>
          <span className="field__hint" id="product-file-hint">
            PDF, EPUB or ZIP, up to 10 MB.
          </span>
          <input
            id="product-file-upload"
            type="file"
            accept={[...FILE_EXTENSIONS, 'application/pdf', 'application/epub+zip', 'application/zip'].join(',')}
            aria-describedby="product-file-hint"
            disabled={file.isPending}
            onChange={onPick('file')}
          />
          {file.isPending && <span role="status">Uploading file…</span>}
        </div>
        {product.fileName && (
          <button type="button" className="btn btn--secondary" onClick={onRemoveFile} disabled={removeFile.isPending}>
            Remove file
          </button>
        )}
      </div>
    </section>
  );
}
