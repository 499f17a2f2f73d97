-- The periodic jobs (services/job-runs.ts), one row each: every process keeps a timer, and the process whose
-- conditional update moves next_run_at on runs the job, so that a job runs once per period across processes.
CREATE TABLE job_runs (
  job TEXT PRIMARY KEY,
  next_run_at INTEGER NOT NULL,
  ran_by TEXT,
  ran_at INTEGER
);
