CREATE TABLE "experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"title_it" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_it" text NOT NULL,
	"summary_en" text NOT NULL,
	"description_it" text NOT NULL,
	"description_en" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"pricing_model" text DEFAULT 'per_person' NOT NULL,
	"min_adults" integer NOT NULL,
	"max_participants" integer NOT NULL,
	"image_key" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiences_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "slots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"experience_id" integer,
	"category" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"capacity_total" integer NOT NULL,
	"languages" text[] NOT NULL,
	"is_vip_blocked" boolean DEFAULT false NOT NULL,
	"wine_price_cents" integer,
	"wine_vip_upgrade_price_cents" integer,
	"truffle_price_cents" integer,
	"truffle_vip_upgrade_price_cents" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slots_experience_start_uq" UNIQUE("experience_id","starts_at","category"),
	CONSTRAINT "slots_capacity_positive" CHECK ("slots"."capacity_total" > 0)
);
--> statement-breakpoint
ALTER TABLE "slots" ADD CONSTRAINT "slots_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slots_starts_at_idx" ON "slots" USING btree ("starts_at");