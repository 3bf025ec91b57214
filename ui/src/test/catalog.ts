import type { Category, Product } from '@/features/catalog';

/** A store product for tests; override what the test is about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 1;
  return {
    id,
    slug: `product-${id}`,
    name: `Product ${id}`,
    description: 'A useful farming guide.',
    category: 'Guides',
    status: 'active',
    featured: false,
    price: '39.99',
    paymentType: 'stripe',
    externalLink: null,
    imageUrl: null,
    inventory: -1,
    sortOrder: 0,
    fileName: null,
    downloadUrl: overrides.paymentType === 'free_download' ? `/api/download/${overrides.id ?? 1}` : null,
    downloads: 0,
    createdAt: '2025-06-01T10:00:00Z',
    updatedAt: '2025-06-01T10:00:00Z',
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  const id = overrides.id ?? 1;
  return { id, slug: `category-${id}`, name: `Category ${id}`, description: '', productCount: 0, ...overrides };
}
