/**
 * A stand-in for Stripe.js (https://js.stripe.com/endive/stripe.js), for the end-to-end tests in
 * Stripe mode: the real one cannot be fetched here, and its Payment Element is an iframe of
 * Stripe's. It does what the shop asks of Stripe.js, against Stripe's API (which the tests route
 * to api/test/fake-stripe.ts): the Payment Element lists the methods the PaymentIntent allows,
 * in the order the shop asks for, with a card number field for a card; `confirmPayment` sends
 * the chosen method to /v1/payment_intents/:id/confirm and, for a redirect method, sends the
 * browser to the bank page Stripe names, as Stripe.js does.
 *
 * The function runs in the browser, as the script's body: it uses nothing from this module.
 */
function installStripeJs(): void {
  const API = 'https://api.stripe.com/v1';
  const NAMES: Record<string, string> = {
    card: 'Card',
    ideal: 'iDEAL | Wero',
    bancontact: 'Bancontact',
  };
  type Json = Record<string, any>;
  type Handler = (event: unknown) => void;

  async function call(method: 'GET' | 'POST', path: string, params: Record<string, string>) {
    const query = new URLSearchParams(params).toString();
    const res = await fetch(method === 'GET' ? `${API}${path}?${query}` : `${API}${path}`, {
      method,
      ...(method === 'POST'
        ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: query }
        : {}),
    });
    return { status: res.status, body: (await res.json()) as Json };
  }

  const intentOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

  function paymentElement(key: string, clientSecret: string, options: Json) {
    const handlers = new Map<string, Handler[]>();
    let root: HTMLElement | null = null;
    let chosen = 'card';
    const emit = (event: string, payload: unknown) =>
      (handlers.get(event) ?? []).forEach((handler) => handler(payload));

    const field = () =>
      root?.querySelector<HTMLInputElement>('input[name="cardnumber"]')?.value.replace(/\s/g, '');

    function show(methods: string[]) {
      if (!root) return;
      root.replaceChildren();
      const group = document.createElement('fieldset');
      const legend = document.createElement('legend');
      legend.textContent = 'Payment method';
      group.append(legend);
      for (const method of methods) {
        const label = document.createElement('label');
        const radio = document.createElement('input');
        radio.type = 'radio';
        radio.name = 'stripe-method';
        radio.value = method;
        radio.checked = method === chosen;
        radio.addEventListener('change', () => {
          chosen = method;
          show(methods);
          emit('change', { elementType: 'payment', value: { type: method }, complete: false });
        });
        label.append(radio, ` ${NAMES[method] ?? method}`);
        group.append(label);
      }
      root.append(group);
      if (chosen === 'card') {
        const label = document.createElement('label');
        const input = document.createElement('input');
        input.name = 'cardnumber';
        input.inputMode = 'numeric';
        label.append('Card number ', input);
        root.append(label);
      }
    }

    const element = {
      async mount(node: HTMLElement) {
        root = document.createElement('div');
        root.setAttribute('role', 'group');
        root.setAttribute('aria-label', 'Stripe Payment Element');
        node.append(root);
        // Like Stripe.js: the methods come from the intent, ordered as the shop asked.
        const { body } = await call('GET', `/payment_intents/${intentOf(clientSecret)}`, {
          key,
          client_secret: clientSecret,
        });
        const allowed = (body.payment_method_types ?? []) as string[];
        const order = (options.paymentMethodOrder ?? []) as string[];
        const methods = [
          ...order.filter((m) => allowed.includes(m)),
          ...allowed.filter((m) => !order.includes(m)),
        ];
        chosen = methods[0] ?? 'card';
        show(methods);
        emit('ready', element);
      },
      on(event: string, handler: Handler) {
        handlers.set(event, [...(handlers.get(event) ?? []), handler]);
        return element;
      },
      off(event: string, handler: Handler) {
        handlers.set(
          event,
          (handlers.get(event) ?? []).filter((h) => h !== handler),
        );
        return element;
      },
      update(next: Json) {
        Object.assign(options, next);
      },
      unmount() {
        root?.remove();
      },
      destroy() {
        root?.remove();
      },
      chosen: () => ({ type: chosen, number: field() ?? '' }),
    };
    return element;
  }

  function Stripe(key: string) {
    const stripe = {
      elements(options: Json) {
        let payment: ReturnType<typeof paymentElement> | null = null;
        const elements = {
          options,
          create(_type: string, elementOptions: Json = {}) {
            payment = paymentElement(key, options.clientSecret as string, elementOptions);
            return payment;
          },
          getElement: (type: string) => (type === 'payment' ? payment : null),
          update(next: Json) {
            Object.assign(options, next);
          },
          submit: async () => ({}),
          fetchUpdates: async () => ({}),
          payment: () => payment,
        };
        return elements;
      },
      async confirmPayment(args: { elements: Json; confirmParams?: Json; redirect?: string }) {
        const { elements, confirmParams = {} } = args;
        const clientSecret = elements.options.clientSecret as string;
        const chosen = elements.payment()?.chosen() ?? { type: 'card', number: '' };
        const params: Record<string, string> = {
          key,
          client_secret: clientSecret,
          'payment_method_data[type]': chosen.type,
        };
        if (chosen.type === 'card') params['payment_method_data[card][number]'] = chosen.number;
        if (confirmParams.return_url) params.return_url = confirmParams.return_url as string;
        const name = confirmParams.payment_method_data?.billing_details?.name;
        if (name) params['payment_method_data[billing_details][name]'] = name as string;
        const { status, body } = await call(
          'POST',
          `/payment_intents/${intentOf(clientSecret)}/confirm`,
          params,
        );
        if (status >= 400) return { error: body.error };
        const next = body.next_action;
        if (next?.type === 'redirect_to_url') {
          window.location.assign(next.redirect_to_url.url as string);
          // The page is left: Stripe.js's promise never settles.
          return new Promise(() => {});
        }
        return { paymentIntent: body };
      },
      createToken: async () => ({}),
      createPaymentMethod: async () => ({}),
      confirmCardPayment: async () => ({}),
      registerAppInfo: () => {},
      _registerWrapper: () => {},
    };
    return stripe;
  }
  // The release train @stripe/stripe-js 10 loads; it warns on any other.
  Stripe.version = 'endive';
  (window as unknown as { Stripe: typeof Stripe }).Stripe = Stripe;
}

/** The script served for js.stripe.com. */
export const STRIPE_JS = `(${installStripeJs.toString()})();`;
