CREATE TABLE "chat_digests" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "chat_messages_text_length" CHECK (char_length("chat_messages"."text") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"couple_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_msg_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_id" bigint,
	"couple_unread" integer DEFAULT 0 NOT NULL,
	"vendor_unread" integer DEFAULT 0 NOT NULL,
	"couple_last_read_id" bigint,
	"vendor_last_read_id" bigint,
	"vendor_spam" boolean DEFAULT false NOT NULL,
	"couple_notify_at" timestamp with time zone,
	"vendor_notify_at" timestamp with time zone,
	CONSTRAINT "conversations_two_people" CHECK ("conversations"."couple_id" <> "conversations"."vendor_id"),
	CONSTRAINT "conversations_unread_counts" CHECK ("conversations"."couple_unread" >= 0 and "conversations"."vendor_unread" >= 0)
);
--> statement-breakpoint
ALTER TABLE "chat_digests" ADD CONSTRAINT "chat_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_digests_due_idx" ON "chat_digests" USING btree ("due_at") WHERE "chat_digests"."due_at" is not null;--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_sender_idx" ON "chat_messages" USING btree ("sender_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_couple_service_idx" ON "conversations" USING btree ("couple_id","service_id");--> statement-breakpoint
CREATE INDEX "conversations_couple_last_msg_idx" ON "conversations" USING btree ("couple_id","last_msg_at");--> statement-breakpoint
CREATE INDEX "conversations_vendor_last_msg_idx" ON "conversations" USING btree ("vendor_id","last_msg_at");--> statement-breakpoint
CREATE INDEX "conversations_service_idx" ON "conversations" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "conversations_couple_notify_idx" ON "conversations" USING btree ("couple_notify_at") WHERE "conversations"."couple_notify_at" is not null;--> statement-breakpoint
CREATE INDEX "conversations_vendor_notify_idx" ON "conversations" USING btree ("vendor_notify_at") WHERE "conversations"."vendor_notify_at" is not null;