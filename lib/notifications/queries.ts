// lib/billing/confirmation still imports the notifications' store by its former name; this file
// goes when the payments store lands (then it imports lib/notifications/store.ts).
export { insertNotification, type NewNotification } from "./store";
