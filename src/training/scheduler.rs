//! Automated training (seed 002 §2, DESIGN §8) on tokio-cron-scheduler: daily training at
//! `dailyTrainingTime` in the server's time zone, and continuous monitoring (an assessment)
//! at the intensity's cadence. The jobs are rebuilt from the stored configuration whenever
//! it changes and at start, so a restart resumes where the trainers left it.

use tokio::sync::Mutex;
use tokio_cron_scheduler::{Job, JobScheduler};
use uuid::Uuid;

use super::model::{Intensity, SchedulerConfig};
use super::runs;
use crate::control::LogReport;
use crate::db::now_unix;
use crate::state::AppState;
use super::store::{self, NewHistory};

/// When the scheduled jobs next run (RFC 3339), if they are scheduled.
#[derive(Debug, Default, Clone, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NextRuns {
    pub daily_training: Option<String>,
    pub assessment: Option<String>,
}

#[derive(Default)]
struct Jobs {
    scheduler: Option<JobScheduler>,
    daily: Option<Uuid>,
    monitoring: Option<Uuid>,
}

/// The running schedule; cheap to hold in the application state.
#[derive(Default)]
pub struct Scheduler {
    jobs: Mutex<Jobs>,
}

/// The cron expression (with seconds) of the daily run.
pub fn daily_cron(config: &SchedulerConfig) -> Result<String, String> {
    let (h, m) = config.daily_time()?;
    Ok(format!("0 {m} {h} * * *"))
}

/// The cron expression (with seconds) of continuous monitoring.
pub fn monitoring_cron(intensity: Intensity) -> String {
    match intensity.cadence_minutes() {
        30 => "0 0,30 * * * *".into(),
        minutes => format!("0 0 */{} * * *", minutes / 60),
    }
}

impl Scheduler {
    /// Replaces the jobs with those `config` asks for (none when it is disabled).
    pub async fn apply(&self, state: &AppState, config: &SchedulerConfig) -> anyhow::Result<()> {
        let mut jobs = self.jobs.lock().await;
        if jobs.scheduler.is_none() {
            let scheduler = JobScheduler::new().await?;
            scheduler.start().await?;
            jobs.scheduler = Some(scheduler);
        }
        let scheduler = jobs.scheduler.clone().expect("created above");
        for id in [jobs.daily.take(), jobs.monitoring.take()].into_iter().flatten() {
            scheduler.remove(&id).await?;
        }
        if !config.enabled {
            return Ok(());
        }
        let daily_state = state.clone();
        let daily = Job::new_async_tz(daily_cron(config).map_err(anyhow::Error::msg)?, chrono::Local, move |_, _| {
            let state = daily_state.clone();
            Box::pin(async move { scheduled_daily(state).await })
        })?;
        jobs.daily = Some(scheduler.add(daily).await?);
        if config.continuous_monitoring {
            let monitoring_state = state.clone();
            let monitoring = Job::new_async_tz(monitoring_cron(config.training_intensity), chrono::Local, move |_, _| {
                let state = monitoring_state.clone();
                Box::pin(async move { scheduled_monitoring(state).await })
            })?;
            jobs.monitoring = Some(scheduler.add(monitoring).await?);
        }
        Ok(())
    }

    /// Stops the schedule and drops its jobs (they hold the application state).
    pub async fn shutdown(&self) {
        let mut jobs = self.jobs.lock().await;
        if let Some(mut scheduler) = jobs.scheduler.take() {
            for id in [jobs.daily.take(), jobs.monitoring.take()].into_iter().flatten() {
                let _ = scheduler.remove(&id).await;
            }
            let _ = scheduler.shutdown().await;
        }
    }

    pub async fn next_runs(&self) -> NextRuns {
        let jobs = self.jobs.lock().await;
        let Some(mut scheduler) = jobs.scheduler.clone() else { return NextRuns::default() };
        let mut next_of = async |id: Option<Uuid>| {
            let tick = scheduler.next_tick_for_job(id?).await.ok().flatten()?;
            Some(tick.to_rfc3339_opts(chrono::SecondsFormat::Secs, true))
        };
        let daily_training = next_of(jobs.daily).await;
        let assessment = next_of(jobs.monitoring).await;
        NextRuns { daily_training, assessment }
    }
}

/// Starts the schedule from the stored configuration.
pub async fn resume(state: &AppState) -> anyhow::Result<()> {
    let config = state.db.call(store::scheduler_config).await?;
    state.scheduler.apply(state, &config).await
}

/// The daily run: the tasks, then (when enabled) the bulk instructions.
async fn scheduled_daily(state: AppState) {
    let s = state.clone();
    let result = state
        .db
        .call(move |db| {
            let config = store::scheduler_config(db)?;
            let results = runs::daily_training(db, &s.assistant, "scheduled-daily", &LogReport)?;
            if config.bulk_training_enabled {
                runs::bulk_training(db, &s.assistant, "scheduled-bulk")?;
            }
            Ok::<_, runs::RunError>(results.iter().filter(|r| r.passed).count())
        })
        .await;
    match result {
        Ok(passed) => tracing::info!(passed, "scheduled daily training finished"),
        Err(error) => record_failure(&state, "scheduled-daily", &error.to_string()).await,
    }
}

/// Continuous monitoring: an assessment, and with adaptive training a re-check of the daily
/// tasks, so a task a trainer fixed shows as passing before the next daily run.
async fn scheduled_monitoring(state: AppState) {
    let s = state.clone();
    let result = state
        .db
        .call(move |db| {
            let config = store::scheduler_config(db)?;
            let assessment = runs::assessment(db, &s.assistant, "scheduled", &LogReport)?;
            if config.adaptive_training {
                runs::daily_training(db, &s.assistant, "adaptive", &LogReport)?;
            }
            Ok::<_, runs::RunError>(assessment.summary())
        })
        .await;
    match result {
        Ok(summary) => tracing::info!(%summary, "scheduled assessment finished"),
        Err(error) => record_failure(&state, "scheduled-assessment", &error.to_string()).await,
    }
}

async fn record_failure(state: &AppState, task_type: &'static str, error: &str) {
    tracing::error!(task_type, error, "a scheduled training run failed");
    let entry = NewHistory {
        task_type: task_type.into(),
        started_at: Some(now_unix()),
        instructions: "Scheduled run".into(),
        passed: Some(false),
        outcome: Some(format!("failed: {error}")),
        ..Default::default()
    };
    let _ = state.db.call(move |db| store::add_history(db, vec![entry])).await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cron_expressions_follow_the_config() {
        let config = SchedulerConfig { daily_training_time: "06:30".into(), ..Default::default() };
        assert_eq!(daily_cron(&config).unwrap(), "0 30 6 * * *");
        assert_eq!(monitoring_cron(Intensity::Light), "0 0 */4 * * *");
        assert_eq!(monitoring_cron(Intensity::Moderate), "0 0 */2 * * *");
        assert_eq!(monitoring_cron(Intensity::Intensive), "0 0 */1 * * *");
        assert_eq!(monitoring_cron(Intensity::Bulk), "0 0,30 * * * *");
    }
}
