-- Feed events of the tracking pixel (issue 34, item 4): an impression (fi), a watch start (fw) and episode 2 reached
-- (fe) name the drama they are about; page views and times leave it empty. Idempotent, so that processes migrating
-- together cannot collide.
ALTER TABLE "tracking_events" ADD COLUMN IF NOT EXISTS "film_id" integer;
