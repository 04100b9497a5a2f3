/** The payment and subscription messages of the spec (section 8), quoted exactly, and ours beside them. */

export const AUTHENTICATION_REQUIRED_TO_PAY = "Authentication required. Please create an account first.";
export const LOCATION_REQUIRED = "Location ID is required. Please select a location to subscribe.";
export const CREATE_ACCOUNT_TO_PAY = "Please create an account to continue with payment.";
export const CHECKOUT_SESSION_FAILED = "Failed to create checkout session";
export const NO_CHECKOUT_URL = "No checkout URL received";
export const CHECKOUT_FAILED = "Failed to start checkout process";

export const SIGN_IN_TO_MANAGE = "Please sign in to manage subscriptions";
export const CANCEL_FAILED = "Failed to cancel subscription";
export const RESUME_FAILED = "Failed to reactivate subscription";
export const NO_SUBSCRIPTION_DATA = "No subscription data found";
export const FETCH_SUBSCRIPTIONS_FAILED = "Failed to fetch subscriptions";

export const PAYMENTS_UNAVAILABLE = "Payments are not available at the moment.";
export const ALREADY_SUBSCRIBED = "This LAN center already has an active subscription.";
export const CHOOSE_A_PLAN = "Please choose a plan.";
export const BILLING_PORTAL_FAILED = "Failed to open the billing page. Please try again.";
export const END_BEFORE_DELETE_FAILED =
  "Failed to end this LAN center's subscription, so the center was not deleted. Please try again.";
