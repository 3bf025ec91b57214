import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { PageLoader } from '@/app/components/page-loader';
import { TabPanel, Tabs } from '@/components/tabs';
import { errorMessage } from '@/lib/api';
import { usePageMeta } from '@/features/site';
import { useStoreCategories } from '../api/get-store-categories';
import { useStoreProducts } from '../api/get-store-products';
import type { Product } from '../types';
import {
  ALL_CATEGORIES,
  emptyState,
  featuredProducts,
  filterProducts,
  groupByCategory,
  tabCounts,
  type StoreTab,
} from '../utils/store';
import { ProductCard } from './product-card';
import './catalog.css';

const TABS_ID = 'store';

/** The country store (seed 000 §2 store page): search, category filter and three tabs. */
export default function StorePage() {
  usePageMeta({
    title: 'Country Store',
    description:
      "The farm's country store: free farming guides to download, premium guides and the premium farming course, searchable by name and category.",
  });
  const products = useStoreProducts();
  const categories = useStoreCategories();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [tab, setTab] = useState<StoreTab>('all');

  const all = products.data ?? [];
  const filtered = useMemo(() => filterProducts(all, { search, category }), [all, search, category]);
  const counts = tabCounts(filtered);
  const categoryNames = (categories.data ?? []).map((c) => c.name);

  return (
    <>
      <section className="page-hero">
        <div className="container store-hero">
          <div>
            <p className="eyebrow">Guides, courses and more</p>
            <h1>Country Store</h1>
            <p>Farming guides and resources from the community farm: free downloads, courses and tools for growers.</p>
          </div>
          <Link to={paths.adminLogin} className="btn btn--secondary">
            Store Management
          </Link>
        </div>
      </section>

      <div className="container section">
        <div className="store-filters" role="search" aria-label="Products">
          <div className="field">
            <label htmlFor="store-search">Search products</label>
            <input
              id="store-search"
              className="input"
              type="search"
              placeholder="Search by name or description"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="store-category">Category</label>
            <select
              id="store-category"
              className="input"
              value={category}
              onChange={(event) => setCategory(event.target.value)}
            >
              <option value={ALL_CATEGORIES}>All Categories</option>
              {categoryNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </div>

        {products.isLoading ? (
          <PageLoader />
        ) : products.isError ? (
          <div className="alert store-error" role="alert">
            <p>
              <strong>The store could not be loaded.</strong> {errorMessage(products.error)}
            </p>
            <button type="button" className="btn btn--primary" onClick={() => void products.refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <>
            <Tabs
              label="Product views"
              idPrefix={TABS_ID}
              selected={tab}
              onSelect={setTab}
              tabs={[
                { id: 'all', label: `All Products (${counts.all})` },
                { id: 'featured', label: `Featured (${counts.featured})` },
                { id: 'category', label: 'By Category' },
              ]}
            />
            <TabPanel idPrefix={TABS_ID} id={tab}>
              <TabContent tab={tab} serverCount={all.length} filtered={filtered} categoryOrder={categoryNames} />
            </TabPanel>
          </>
        )}
      </div>
    </>
  );
}

interface TabContentProps {
  tab: StoreTab;
  serverCount: number;
  filtered: Product[];
  categoryOrder: string[];
}

function TabContent({ tab, serverCount, filtered, categoryOrder }: TabContentProps) {
  const empty = emptyState(tab, serverCount, filtered);
  if (empty) {
    return (
      <div className="store-empty">
        <h2>{empty.title}</h2>
        <p>{empty.text}</p>
      </div>
    );
  }
  if (tab === 'category') {
    return (
      <>
        {groupByCategory(filtered, categoryOrder).map((group) => (
          <section key={group.category} className="store-group" aria-label={group.category}>
            <h2>{group.category}</h2>
            <ProductGrid products={group.products} headingLevel={3} />
          </section>
        ))}
      </>
    );
  }
  return <ProductGrid products={tab === 'featured' ? featuredProducts(filtered) : filtered} headingLevel={2} />;
}

/** Cards right under the page's h1 name their products with h2; under a category's h2, with h3. */
function ProductGrid({ products, headingLevel }: { products: Product[]; headingLevel: 2 | 3 }) {
  return (
    <div className="product-grid">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
