//! Products, categories and download counters in redb: the only code that opens
//! transactions on these tables.

use std::collections::HashMap;

use redb::WriteTransaction;

use super::model::{Category, FileRef, Product, Status, ValidProduct, slugify};
use crate::seed::SeedOutcome;
use crate::db::{Db, DbError, DbResult, key, now_unix, sequences, tables::{CATEGORIES, DELETED_SEEDS, DOWNLOADS, PRODUCTS, PRODUCTS_BY_SLUG}};

/// Why a catalog change was refused.
#[derive(Debug, thiserror::Error)]
pub enum CatalogError {
    /// The request names something that does not fit (unknown category…): 400.
    #[error("{0}")]
    Invalid(String),
    /// Conflicts with what is stored (a duplicate name, a category in use): 409.
    #[error("{0}")]
    Conflict(String),
    #[error("{0}")]
    NotFound(String),
    #[error(transparent)]
    Db(#[from] DbError),
}

type CatalogResult<T> = Result<T, CatalogError>;

fn product_not_found() -> CatalogError {
    CatalogError::NotFound("There is no product with this id.".into())
}

/// Products in display order (sort order, then name); `only_active` for the public store.
pub fn list_products(db: &Db, only_active: bool) -> DbResult<Vec<Product>> {
    let tx = db.begin_read()?;
    let mut products: Vec<Product> = PRODUCTS
        .read(&tx)?
        .scan::<Product>(&[])?
        .into_iter()
        .map(|(_, p)| p)
        .filter(|p| !only_active || p.status == Status::Active)
        .collect();
    products.sort_by(|a, b| a.sort_order.cmp(&b.sort_order).then_with(|| a.name.to_lowercase().cmp(&b.name.to_lowercase())));
    Ok(products)
}

pub fn get_product(db: &Db, id: u64) -> DbResult<Option<Product>> {
    let tx = db.begin_read()?;
    PRODUCTS.read(&tx)?.get(&key::id(id))
}

/// A product by numeric id or by slug (guide links use slugs).
pub fn find_product(db: &Db, id_or_slug: &str) -> DbResult<Option<Product>> {
    if let Ok(id) = id_or_slug.parse::<u64>() {
        return get_product(db, id);
    }
    let tx = db.begin_read()?;
    let Some(id) = PRODUCTS_BY_SLUG.read(&tx)?.get::<u64>(id_or_slug.as_bytes())? else {
        return Ok(None);
    };
    PRODUCTS.read(&tx)?.get(&key::id(id))
}

fn category_names(tx: &WriteTransaction) -> DbResult<Vec<Category>> {
    Ok(CATEGORIES.write(tx)?.scan::<Category>(&[])?.into_iter().map(|(_, c)| c).collect())
}

/// The stored spelling of an existing category name (matched case-insensitively).
fn existing_category(tx: &WriteTransaction, name: &str) -> CatalogResult<String> {
    category_names(tx)?
        .into_iter()
        .find(|c| c.name.eq_ignore_ascii_case(name))
        .map(|c| c.name)
        .ok_or_else(|| CatalogError::Invalid(format!("There is no category named \"{name}\". Create it first or pick an existing one.")))
}

fn unique_slug(tx: &WriteTransaction, base: &str) -> DbResult<String> {
    let index = PRODUCTS_BY_SLUG.write(tx)?;
    let mut slug = base.to_string();
    let mut n = 2;
    while index.get::<u64>(slug.as_bytes())?.is_some() {
        slug = format!("{base}-{n}");
        n += 1;
    }
    Ok(slug)
}

fn apply(product: &mut Product, v: ValidProduct, category: String) {
    product.name = v.name;
    product.description = v.description;
    product.price = v.price;
    product.category = category;
    product.status = v.status;
    product.payment_type = v.payment_type;
    product.external_link = v.external_link;
    product.inventory = v.inventory;
    product.featured = v.featured;
    product.sort_order = v.sort_order;
}

fn put_product(tx: &WriteTransaction, product: &Product) -> DbResult<()> {
    PRODUCTS.write(tx)?.put(&key::id(product.id), product)?;
    PRODUCTS_BY_SLUG.write(tx)?.put(product.slug.as_bytes(), &product.id)
}

/// Creates a product from an admin's form.
pub fn create_product(db: &Db, v: ValidProduct) -> CatalogResult<Product> {
    let tx = db.begin_write()?;
    let category = existing_category(&tx, &v.category)?;
    let slug = unique_slug(&tx, &slugify(&v.name))?;
    let now = now_unix();
    let mut product = Product {
        id: sequences::next_id(&tx, "products")?,
        slug,
        name: String::new(),
        description: String::new(),
        category: String::new(),
        status: v.status,
        featured: false,
        price: v.price.clone(),
        payment_type: v.payment_type,
        external_link: None,
        image_url: None,
        inventory: -1,
        sort_order: 0,
        file: None,
        created_at: now,
        updated_at: now,
        admin_edited: true,
    };
    apply(&mut product, v, category);
    put_product(&tx, &product)?;
    tx.commit().map_err(DbError::from)?;
    Ok(product)
}

/// Replaces a product's fields with an admin's form (the slug and attachments stay).
pub fn update_product(db: &Db, id: u64, v: ValidProduct) -> CatalogResult<Product> {
    let tx = db.begin_write()?;
    let mut product: Product = PRODUCTS.write(&tx)?.get(&key::id(id))?.ok_or_else(product_not_found)?;
    let category = existing_category(&tx, &v.category)?;
    apply(&mut product, v, category);
    product.updated_at = now_unix();
    product.admin_edited = true;
    put_product(&tx, &product)?;
    tx.commit().map_err(DbError::from)?;
    Ok(product)
}

/// Changes a product with `change` (image, file); returns the updated product.
pub fn modify_product(db: &Db, id: u64, change: impl FnOnce(&mut Product)) -> CatalogResult<Product> {
    let tx = db.begin_write()?;
    let mut product: Product = PRODUCTS.write(&tx)?.get(&key::id(id))?.ok_or_else(product_not_found)?;
    change(&mut product);
    product.updated_at = now_unix();
    product.admin_edited = true;
    put_product(&tx, &product)?;
    tx.commit().map_err(DbError::from)?;
    Ok(product)
}

/// Takes one item of a product with limited stock (a paid order), inside the caller's
/// transaction. Unlimited stock (-1) is left alone; stock never goes below zero.
pub fn take_one_in(tx: &WriteTransaction, id: u64) -> DbResult<()> {
    let mut products = PRODUCTS.write(tx)?;
    if let Some(mut product) = products.get::<Product>(&key::id(id))?.filter(|p: &Product| p.inventory > 0) {
        product.inventory -= 1;
        products.put(&key::id(id), &product)?;
    }
    Ok(())
}

pub fn set_image(db: &Db, id: u64, url: String) -> CatalogResult<Product> {
    modify_product(db, id, |p| p.image_url = Some(url))
}

pub fn set_file(db: &Db, id: u64, file: Option<FileRef>) -> CatalogResult<Product> {
    modify_product(db, id, |p| p.file = file)
}

/// Deletes a product and its download counter. Returns false for an unknown id.
pub fn delete_product(db: &Db, id: u64) -> DbResult<bool> {
    let tx = db.begin_write()?;
    {
        let mut products = PRODUCTS.write(&tx)?;
        let Some(product) = products.get::<Product>(&key::id(id))? else {
            return Ok(false);
        };
        products.remove(&key::id(id))?;
        PRODUCTS_BY_SLUG.write(&tx)?.remove(product.slug.as_bytes())?;
        DOWNLOADS.write(&tx)?.remove(&key::id(id))?;
        DELETED_SEEDS.write(&tx)?.put(format!("product:{}", product.slug).as_bytes(), &now_unix())?;
    }
    tx.commit()?;
    Ok(true)
}

/// Categories with how many products use each, by name (`only_active`: visible products
/// only, for the public store).
pub fn list_categories(db: &Db, only_active: bool) -> DbResult<Vec<(Category, usize)>> {
    let tx = db.begin_read()?;
    let mut products = PRODUCTS.read(&tx)?.scan::<Product>(&[])?;
    if only_active {
        products.retain(|(_, p)| p.status == Status::Active);
    }
    let mut categories: Vec<(Category, usize)> = CATEGORIES
        .read(&tx)?
        .scan::<Category>(&[])?
        .into_iter()
        .map(|(_, c)| {
            let count = products.iter().filter(|(_, p)| p.category == c.name).count();
            (c, count)
        })
        .collect();
    categories.sort_by_key(|a| a.0.name.to_lowercase());
    Ok(categories)
}

fn name_taken(tx: &WriteTransaction, name: &str, except: Option<u64>) -> DbResult<bool> {
    Ok(category_names(tx)?.iter().any(|c| c.name.eq_ignore_ascii_case(name) && Some(c.id) != except))
}

pub fn create_category(db: &Db, name: String, description: String) -> CatalogResult<Category> {
    let tx = db.begin_write()?;
    if name_taken(&tx, &name, None)? {
        return Err(CatalogError::Conflict(format!("A category named \"{name}\" already exists.")));
    }
    let category = Category {
        id: sequences::next_id(&tx, "categories")?,
        slug: slugify(&name),
        name,
        description,
        created_at: now_unix(),
        admin_edited: true,
    };
    CATEGORIES.write(&tx)?.put(&key::id(category.id), &category)?;
    tx.commit().map_err(DbError::from)?;
    Ok(category)
}

/// Moves every product of category `from` to `to`, inside the caller's transaction.
fn rename_in_products(tx: &WriteTransaction, from: &str, to: &str) -> DbResult<()> {
    let mut products = PRODUCTS.write(tx)?;
    for (k, mut p) in products.scan::<Product>(&[])? {
        if p.category == from {
            p.category = to.to_string();
            products.put(&k, &p)?;
        }
    }
    Ok(())
}

/// Renames or re-describes a category; products follow a rename in the same transaction.
pub fn update_category(db: &Db, id: u64, name: String, description: String) -> CatalogResult<Category> {
    let tx = db.begin_write()?;
    let mut category: Category = CATEGORIES
        .write(&tx)?
        .get(&key::id(id))?
        .ok_or_else(|| CatalogError::NotFound("There is no category with this id.".into()))?;
    if name_taken(&tx, &name, Some(id))? {
        return Err(CatalogError::Conflict(format!("A category named \"{name}\" already exists.")));
    }
    if category.name != name {
        rename_in_products(&tx, &category.name, &name)?;
    }
    category.name = name;
    category.description = description;
    category.admin_edited = true;
    CATEGORIES.write(&tx)?.put(&key::id(id), &category)?;
    tx.commit().map_err(DbError::from)?;
    Ok(category)
}

/// Deletes an unused category; refuses one that products still use.
pub fn delete_category(db: &Db, id: u64) -> CatalogResult<()> {
    let tx = db.begin_write()?;
    {
        let mut categories = CATEGORIES.write(&tx)?;
        let category: Category = categories
            .get(&key::id(id))?
            .ok_or_else(|| CatalogError::NotFound("There is no category with this id.".into()))?;
        let in_use = PRODUCTS.write(&tx)?.scan::<Product>(&[])?.iter().filter(|(_, p)| p.category == category.name).count();
        if in_use > 0 {
            return Err(CatalogError::Conflict(format!(
                "The category \"{}\" still has {in_use} product{}. Move or delete {} first.",
                category.name,
                if in_use == 1 { "" } else { "s" },
                if in_use == 1 { "it" } else { "them" }
            )));
        }
        categories.remove(&key::id(id))?;
        DELETED_SEEDS.write(&tx)?.put(format!("category:{}", category.slug).as_bytes(), &now_unix())?;
    }
    tx.commit().map_err(DbError::from)?;
    Ok(())
}

/// Adds counted downloads to the stored totals in one transaction (see `downloads::Counter`);
/// products deleted meanwhile are skipped.
pub fn add_downloads(db: &Db, counts: &HashMap<u64, u64>) -> DbResult<()> {
    let tx = db.begin_write()?;
    {
        let products = PRODUCTS.write(&tx)?;
        let mut table = DOWNLOADS.write(&tx)?;
        for (&product_id, &n) in counts {
            if products.get::<serde_json::Value>(&key::id(product_id))?.is_none() {
                continue;
            }
            let total = table.get::<u64>(&key::id(product_id))?.unwrap_or(0) + n;
            table.put(&key::id(product_id), &total)?;
        }
    }
    tx.commit()?;
    Ok(())
}

/// Download totals per product id.
pub fn download_counts(db: &Db) -> DbResult<HashMap<u64, u64>> {
    let tx = db.begin_read()?;
    Ok(DOWNLOADS
        .read(&tx)?
        .scan::<u64>(&[])?
        .into_iter()
        .filter_map(|(k, n)| key::id_from(&k).map(|id| (id, n)))
        .collect())
}

/// Writes a seed category (matched by slug) unless an admin edited it.
pub fn seed_category(db: &Db, slug: &str, name: &str, description: &str, force: bool) -> DbResult<SeedOutcome> {
    let tx = db.begin_write()?;
    let outcome = {
        let tombstone = format!("category:{slug}");
        let deleted = DELETED_SEEDS.write(&tx)?.get::<i64>(tombstone.as_bytes())?.is_some();
        let mut table = CATEGORIES.write(&tx)?;
        let existing = table.scan::<Category>(&[])?.into_iter().map(|(_, c)| c).find(|c| c.slug == slug);
        match existing {
            None if deleted && !force => SeedOutcome::KeptAdminEdit,
            Some(c) if c.admin_edited && !force => SeedOutcome::KeptAdminEdit,
            Some(c) if c.name == name && c.description == description && !c.admin_edited => SeedOutcome::Unchanged,
            Some(mut c) => {
                if c.name != name {
                    rename_in_products(&tx, &c.name, name)?;
                }
                c.name = name.to_string();
                c.description = description.to_string();
                c.admin_edited = false;
                table.put(&key::id(c.id), &c)?;
                SeedOutcome::Updated
            }
            None => {
                let c = Category {
                    id: sequences::next_id(&tx, "categories")?,
                    slug: slug.to_string(),
                    name: name.to_string(),
                    description: description.to_string(),
                    created_at: now_unix(),
                    admin_edited: false,
                };
                table.put(&key::id(c.id), &c)?;
                DELETED_SEEDS.write(&tx)?.remove(tombstone.as_bytes())?;
                SeedOutcome::Created
            }
        }
    };
    tx.commit()?;
    Ok(outcome)
}

/// Writes a seed product (matched by slug) unless an admin edited or deleted it. The stored
/// id, attachments and timestamps survive an update. `seed.category` is the seed category's
/// current name (see [`category_name_by_slug`]).
pub fn seed_product(db: &Db, seed: Product, force: bool) -> DbResult<SeedOutcome> {
    let tx = db.begin_write()?;
    let tombstone = format!("product:{}", seed.slug);
    if DELETED_SEEDS.write(&tx)?.get::<i64>(tombstone.as_bytes())?.is_some() && !force {
        return Ok(SeedOutcome::KeptAdminEdit);
    }
    DELETED_SEEDS.write(&tx)?.remove(tombstone.as_bytes())?;
    let existing_id = PRODUCTS_BY_SLUG.write(&tx)?.get::<u64>(seed.slug.as_bytes())?;
    let existing: Option<Product> = match existing_id {
        Some(id) => PRODUCTS.write(&tx)?.get(&key::id(id))?,
        None => None,
    };
    let outcome = match existing {
        Some(p) if p.admin_edited && !force => SeedOutcome::KeptAdminEdit,
        Some(p) => {
            let updated = Product {
                id: p.id,
                file: p.file.clone(),
                created_at: p.created_at,
                updated_at: p.updated_at,
                admin_edited: false,
                ..seed
            };
            if updated == p {
                SeedOutcome::Unchanged
            } else {
                put_product(&tx, &Product { updated_at: now_unix(), ..updated })?;
                SeedOutcome::Updated
            }
        }
        None => {
            let now = now_unix();
            let product = Product { id: sequences::next_id(&tx, "products")?, created_at: now, updated_at: now, admin_edited: false, ..seed };
            put_product(&tx, &product)?;
            SeedOutcome::Created
        }
    };
    tx.commit()?;
    Ok(outcome)
}

/// The current name of the category with `slug`, if it exists (an admin may have renamed it).
pub fn category_name_by_slug(db: &Db, slug: &str) -> DbResult<Option<String>> {
    let tx = db.begin_read()?;
    let categories = CATEGORIES.read(&tx)?.scan::<Category>(&[])?;
    Ok(categories.into_iter().map(|(_, c)| c).find(|c| c.slug == slug).map(|c| c.name))
}
