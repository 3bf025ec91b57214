import { makeProduct } from '@/test/catalog';
import {
  EMPTY_PRODUCT_FORM,
  buildProductPayload,
  hasErrors,
  parseInteger,
  productToFormValues,
  uploadProblem,
  validateProductForm,
  type ProductFormValues,
} from './product-form';

const valid: ProductFormValues = { ...EMPTY_PRODUCT_FORM, name: 'Soil Secrets', price: '39.99', category: 'Guides' };

describe('validateProductForm', () => {
  it('accepts a complete form', () => {
    expect(validateProductForm(valid)).toEqual({});
    expect(hasErrors(validateProductForm(valid))).toBe(false);
  });

  it('requires name, price and category (spaces do not count)', () => {
    const errors = validateProductForm({ ...EMPTY_PRODUCT_FORM, name: '  ', price: ' ' });
    expect(Object.keys(errors).sort()).toEqual(['category', 'name', 'price']);
  });

  it('requires an http(s) external link only for external links', () => {
    expect(validateProductForm({ ...valid, paymentType: 'external_link' }).externalLink).toBe('Enter the link buyers should open.');
    expect(validateProductForm({ ...valid, paymentType: 'external_link', externalLink: 'javascript:alert(1)' }).externalLink).toMatch(/http/);
    expect(validateProductForm({ ...valid, paymentType: 'external_link', externalLink: 'https://academy.example' })).toEqual({});
    expect(validateProductForm({ ...valid, paymentType: 'stripe', externalLink: 'nonsense' })).toEqual({});
  });

  it('accepts whole-number inventories from -1 and refuses text that would silently become 0', () => {
    for (const inventory of ['-1', '0', '12', '']) {
      expect(validateProductForm({ ...valid, inventory }).inventory).toBeUndefined();
    }
    for (const inventory of ['unlimited', '1.5', '-2', '12abc']) {
      expect(validateProductForm({ ...valid, inventory }).inventory).toMatch(/whole number/);
    }
  });
});

describe('parseInteger', () => {
  it.each([
    ['12', 12],
    ['-1', -1],
    [' 7 ', 7],
    ['3.9', 3],
    ['', 0],
    ['lots', 0],
  ])('%j → %d', (text, value) => {
    expect(parseInteger(text)).toBe(value);
  });
});

describe('buildProductPayload', () => {
  it('trims text, parses numbers and drops the link unless it is an external link', () => {
    expect(
      buildProductPayload({ ...valid, name: ' Soil ', inventory: 'many', sortOrder: '3', externalLink: 'https://x.example' }),
    ).toEqual({
      name: 'Soil',
      description: '',
      price: '39.99',
      category: 'Guides',
      status: 'active',
      paymentType: 'stripe',
      externalLink: null,
      inventory: 0,
      featured: false,
      sortOrder: 3,
    });
    expect(buildProductPayload({ ...valid, paymentType: 'external_link', externalLink: ' https://x.example ' }).externalLink).toBe(
      'https://x.example',
    );
  });

  it('round-trips a product through the form', () => {
    const product = makeProduct({ name: 'Academy', paymentType: 'external_link', externalLink: 'https://a.example', inventory: 4, sortOrder: 2, featured: true });
    expect(buildProductPayload(productToFormValues(product))).toMatchObject({
      name: 'Academy',
      externalLink: 'https://a.example',
      inventory: 4,
      sortOrder: 2,
      featured: true,
    });
  });
});

describe('uploadProblem', () => {
  const file = (name: string, type: string, size = 10) => {
    const f = new File(['x'], name, { type });
    Object.defineProperty(f, 'size', { value: size });
    return f;
  };

  it('accepts the image types and guide files the server takes', () => {
    expect(uploadProblem(file('cover.webp', 'image/webp'), 'image')).toBeNull();
    expect(uploadProblem(file('guide.PDF', 'application/pdf'), 'file')).toBeNull();
  });

  it('refuses other types and anything over 10 MB', () => {
    expect(uploadProblem(file('cover.svg', 'image/svg+xml'), 'image')).toMatch(/PNG/);
    expect(uploadProblem(file('guide.docx', 'application/msword'), 'file')).toMatch(/PDF/);
    expect(uploadProblem(file('big.png', 'image/png', 10 * 1024 * 1024 + 1), 'image')).toBe('The file is larger than 10 MB.');
  });
});
