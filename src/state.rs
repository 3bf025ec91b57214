//! Shared application state: everything a handler may use comes from here, never from globals.

use std::ops::Deref;
use std::sync::Arc;

use crate::accounts::password::PasswordWork;
use crate::accounts::throttle::SignInThrottle;
use crate::config::ServeConfig;
use crate::assistant::Assistant;
use crate::db::Db;
use crate::mail::Mailer;
use crate::downloads::counter::Counter as DownloadCounter;
use crate::payments::limits::PaymentLimits;
use crate::payments::links::LinkSigner;
use crate::payments::stripe::Stripe;
use crate::web::cache::CachedJson;
use crate::web::visitor::VisitorIds;

/// Sign-ins and sign-ups that may wait for a turn at argon2 before a quick 429.
const PASSWORD_QUEUE: usize = 16;

/// Cheap to clone; handlers get it through axum's `State`.
#[derive(Clone)]
pub struct AppState(Arc<Inner>);

pub struct Inner {
    pub config: ServeConfig,
    pub db: Db,
    pub sign_in_throttle: SignInThrottle,
    /// Bounded argon2 work: one hash per core, a short queue.
    pub password_work: PasswordWork,
    /// `GET /api/site`'s body: every page view reads it.
    pub site_json: CachedJson,
    /// `GET /api/store/products`'s body: the store's first request.
    pub store_products_json: CachedJson,
    /// `None` without `STRIPE_SECRET_KEY`: paid checkouts answer 503.
    pub stripe: Option<Stripe>,
    /// Signs paid-download and course-access links.
    pub links: LinkSigner,
    /// Signed anonymous visitor ids for per-visitor limits.
    pub visitors: VisitorIds,
    /// Signs mailing-list links (each kind of token has its own body prefix).
    pub signer: crate::signing::Signer,
    pub payment_limits: PaymentLimits,
    /// Downloads counted in memory, written every few seconds.
    pub download_counter: DownloadCounter,
    pub mailer: Mailer,
    pub assistant: Arc<Assistant>,
    /// Automated training's cron jobs.
    pub scheduler: crate::training::scheduler::Scheduler,
    /// Live growing conditions: the provider and the reading in memory.
    pub weather: crate::weather::Weather,
    /// The hub's blog posts, from memory.
    pub blog_posts: crate::web::cache::Cached<Arc<Vec<crate::db::records::Record<crate::blog::model::Post>>>>,
    /// The hub's videos, resources, games, programs and stats, from memory.
    pub community: crate::community::Cache,
    pub comment_limits: crate::comments::limit::CommentLimits,
    /// Contact messages, free-guide requests and mailing-list sign-ups, per address and in all.
    pub contact_limit: crate::web::limit::AddressAndGlobal,
    pub lead_limit: crate::web::limit::AddressAndGlobal,
    pub subscribe_limit: crate::web::limit::AddressAndGlobal,
    /// Quiz sessions started, per address and in all.
    pub quiz_limit: crate::web::limit::AddressAndGlobal,
    /// Course progress writes (lessons marked, certificates asked for), per address and in all.
    pub course_progress_limit: crate::web::limit::AddressAndGlobal,
    /// Farm plans generated (each a stored row), per address and in all.
    pub plan_limit: crate::web::limit::AddressAndGlobal,
    /// Grant tracking writes, per address and in all.
    pub grant_limit: crate::web::limit::AddressAndGlobal,
    /// Grant searches (each reads every program), per address and in all.
    pub grant_search_limit: crate::web::limit::AddressAndGlobal,
    /// Recipes generated, per address and in all.
    pub recipe_limit: crate::web::limit::AddressAndGlobal,
}

impl AppState {
    /// Fails on unusable Stripe or SMTP settings, or if the link key cannot be stored.
    pub fn new(config: ServeConfig, db: Db) -> anyhow::Result<Self> {
        config.check().map_err(anyhow::Error::msg)?;
        let stripe = match &config.payments.secret_key {
            Some(key) => Some(Stripe::new(key, &config.payments.api_base)?),
            None => None,
        };
        let key = crate::payments::store::link_key(&db)?;
        let links = LinkSigner::new(key);
        let visitors = VisitorIds::new(key);
        let signer = crate::signing::Signer::new(key);
        let mailer = Mailer::new(&config.mail)?;
        let llm = match &config.assistant.llm_url {
            Some(url) => Some(crate::assistant::llm::Llm::new(
                url,
                &config.assistant.llm_model,
                config.assistant.llm_api_key.clone(),
                config.assistant.llm_timeout,
                config.assistant.llm_max_per_minute,
            )?),
            None => None,
        };
        let assistant = Assistant::from_seed(llm)?;
        let weather = crate::weather::Weather::new(&config.weather_api_base)?;
        let cores = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1);
        Ok(AppState(Arc::new(Inner {
            config,
            db,
            sign_in_throttle: SignInThrottle::default(),
            password_work: PasswordWork::new(cores, PASSWORD_QUEUE),
            site_json: CachedJson::default(),
            store_products_json: CachedJson::default(),
            stripe,
            links,
            visitors,
            signer,
            payment_limits: PaymentLimits::default(),
            download_counter: DownloadCounter::default(),
            mailer,
            assistant: Arc::new(assistant),
            scheduler: Default::default(),
            weather,
            blog_posts: Default::default(),
            community: Default::default(),
            comment_limits: Default::default(),
            contact_limit: crate::contact::limit(),
            lead_limit: crate::leads::limit(),
            subscribe_limit: crate::mailing_list::limit(),
            quiz_limit: crate::quiz::limit(),
            course_progress_limit: crate::courses::progress_limit(),
            plan_limit: crate::plan::limit(),
            grant_limit: crate::grants::limit(),
            grant_search_limit: crate::grants::search_limit(),
            recipe_limit: crate::recipes::limit(),
        })))
    }

    /// Drops every in-memory copy of stored data; called after operator commands, which
    /// write through the control socket without going through the handlers.
    pub fn invalidate_caches(&self) {
        self.site_json.invalidate();
        self.store_products_json.invalidate();
        self.blog_posts.invalidate();
        self.community.invalidate();
    }
}

impl Deref for AppState {
    type Target = Inner;

    fn deref(&self) -> &Inner {
        &self.0
    }
}
