/**
 * A visitor without a browser: fetch with its own cookie jar, the site's Origin on every post (as a
 * browser sends it), redirects not followed, so the first answer is what a scenario records.
 */
export class Visitor {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request(path: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const headers = new Headers({ Origin: this.baseUrl });
    if (this.cookies.size > 0) headers.set("Cookie", this.cookieHeader());
    let body: URLSearchParams | undefined;
    if (init.form) {
      body = new URLSearchParams(init.form);
      headers.set("Content-Type", "application/x-www-form-urlencoded");
    }
    const response = await fetch(new URL(path, this.baseUrl), {
      method: init.method ?? (init.form ? "POST" : "GET"),
      headers,
      body,
      redirect: "manual",
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const equals = pair!.indexOf("=");
      const name = pair!.slice(0, equals).trim();
      const value = pair!.slice(equals + 1).trim();
      if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get(path: string) {
    return this.request(path);
  }

  post(path: string, form: Record<string, string>) {
    return this.request(path, { form });
  }

  /** The Cookie header this visitor sends (for autocannon, which has no jar). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}
