ALTER TABLE "experiences" ADD COLUMN "partners_only" boolean DEFAULT false NOT NULL;
