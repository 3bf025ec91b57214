/**
 * The product form (seed 002 §4, §5): its values as typed, the checks made before sending,
 * and the payload built from them.
 */
import { isSafeExternalUrl } from '@/features/site';
import type { PaymentType, Product, ProductStatus } from '../../types';
import type { ProductPayload } from '../types';

export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  category: string;
  status: ProductStatus;
  paymentType: PaymentType;
  externalLink: string;
  /** As typed; parsed as an integer (-1 unlimited), falling back to 0. */
  inventory: string;
  featured: boolean;
  sortOrder: string;
}

export type ProductFormErrors = Partial<Record<'name' | 'price' | 'category' | 'externalLink' | 'inventory', string>>;

export const STATUS_OPTIONS: readonly { value: ProductStatus; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'coming_soon', label: 'Coming Soon' },
];

export const PAYMENT_TYPE_OPTIONS: readonly { value: PaymentType; label: string }[] = [
  { value: 'stripe', label: 'Card payment (Stripe)' },
  { value: 'free_download', label: 'Free download' },
  { value: 'external_link', label: 'External link' },
  { value: 'coming_soon', label: 'Coming Soon' },
];

export function statusLabel(status: string): string {
  return STATUS_OPTIONS.find((o) => o.value === status)?.label ?? status;
}

export function paymentTypeLabel(type: string): string {
  return PAYMENT_TYPE_OPTIONS.find((o) => o.value === type)?.label ?? type;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  category: '',
  status: 'active',
  paymentType: 'stripe',
  externalLink: '',
  inventory: '-1',
  featured: false,
  sortOrder: '0',
};

export function productToFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    category: product.category,
    status: product.status,
    paymentType: product.paymentType,
    externalLink: product.externalLink ?? '',
    inventory: String(product.inventory),
    featured: product.featured,
    sortOrder: String(product.sortOrder),
  };
}

/**
 * Name, price and category are required; an external link is required and http(s) for that
 * payment type; inventory is a whole number from -1 (unlimited) up.
 */
export function validateProductForm(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (!values.name.trim()) errors.name = 'Enter a product name.';
  if (!values.price.trim()) errors.price = 'Enter a price, such as 39.99, FREE or Coming Soon.';
  if (!values.category.trim()) errors.category = 'Choose a category.';
  if (values.paymentType === 'external_link') {
    const link = values.externalLink.trim();
    if (!link) errors.externalLink = 'Enter the link buyers should open.';
    else if (!isSafeExternalUrl(link)) errors.externalLink = 'Enter a full web address starting with http:// or https://.';
  }
  // An empty field means 0 (seed 002 §5); anything else must be a whole number, never
  // silently read as 0 (which would mark the product sold out).
  const inventory = values.inventory.trim();
  if (inventory && (!/^-?\d+$/.test(inventory) || Number(inventory) < -1)) {
    errors.inventory = 'Enter a whole number: -1 for unlimited, or 0 and up.';
  }
  return errors;
}

export function hasErrors(errors: ProductFormErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** An integer, or `fallback` when the text is not one ("12abc" reads 12, like parseInt). */
export function parseInteger(text: string, fallback = 0): number {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isNaN(value) ? fallback : value;
}

export function buildProductPayload(values: ProductFormValues): ProductPayload {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price: values.price.trim(),
    category: values.category.trim(),
    status: values.status,
    paymentType: values.paymentType,
    externalLink: values.paymentType === 'external_link' ? values.externalLink.trim() : null,
    inventory: parseInteger(values.inventory),
    featured: values.featured,
    sortOrder: parseInteger(values.sortOrder),
  };
}

/** Upload rules shared with the server: 10 MiB, and the types it accepts. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const FILE_EXTENSIONS = ['.pdf', '.epub', '.zip'] as const;

/** Why a chosen file cannot be uploaded, or null when it can. */
export function uploadProblem(file: File, kind: 'image' | 'file'): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return 'The file is larger than 10 MB.';
  if (kind === 'image') {
    return (IMAGE_TYPES as readonly string[]).includes(file.type) ? null : 'Choose a PNG, JPEG, GIF or WebP image.';
  }
  const name = file.name.toLowerCase();
  return FILE_EXTENSIONS.some((ext) => name.endsWith(ext)) ? null : 'Choose a PDF, EPUB or ZIP file.';
}
