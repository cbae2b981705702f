/** Food and swap-search socket hosts, chosen by the page hostname (spec 1 §7). */
export const FOOD_SOCKET_HOSTS = {
  production: 'wss://food.rwl.app',
  development: 'wss://food-dev.rwl.app',
} as const;

const PRODUCTION_HOSTNAMES = ['rwl.app', 'www.rwl.app', 'app.rwl.app'];

export function foodSocketHost(hostname: string, override = ''): string {
  if (override) return override;
  return PRODUCTION_HOSTNAMES.includes(hostname.toLowerCase())
    ? FOOD_SOCKET_HOSTS.production
    : FOOD_SOCKET_HOSTS.development;
}
