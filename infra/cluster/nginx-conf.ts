/**
 * The cluster test's nginx: one front for the shop's origin, `/ws` to either gateway (with the
 * upgrade), everything else to either api. What it shows an operator: a host that vanishes
 * (no answer, no reset) costs a new request the 2 s connect timeout once, then nginx leaves that
 * host alone for a while; a socket whose gateway vanished is closed once nothing came from the
 * gateway for longer than its heartbeat, so its browser reconnects through the other one.
 */
export interface NginxConfigInput {
  /** nginx's prefix folder: its logs, pid file and temp files. */
  prefix: string;
  /** `address:port` to listen on. */
  listen: string;
  apis: string[];
  gateways: string[];
}

/** The gateway pings a socket after 32 s without traffic (realtime/src/gateway/gateway.ts). */
const GATEWAY_HEARTBEAT_S = 32;

export function nginxConfig({ prefix, listen, apis, gateways }: NginxConfigInput): string {
  const servers = (list: string[], failTimeout: string) =>
    list.map((s) => `    server ${s} max_fails=1 fail_timeout=${failTimeout};`).join('\n');
  return `# Written by infra/cluster/nginx-conf.ts for one run of the cluster test.
daemon off;
user nobody nogroup;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;

events {
  worker_connections 4096;
}

http {
  access_log ${prefix}/logs/access.log combined;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 8m;

  upstream apis {
${servers(apis, '5s')}
  }
  upstream gateways {
${servers(gateways, '10s')}
  }

  server {
    listen ${listen};

    # A host cut off the network answers nothing: give up on it after 2 s and try the next.
    proxy_connect_timeout 2s;
    proxy_next_upstream error timeout;
    proxy_next_upstream_tries 2;
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    # Which host answered, for the test's clients (and an operator's curl -i).
    add_header X-Upstream $upstream_addr always;

    location = /ws {
      proxy_pass http://gateways;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection "upgrade";
      # Past the gateway's heartbeat: a live gateway sends something sooner, a vanished one
      # is noticed here and its sockets closed, and their browsers reconnect.
      proxy_read_timeout ${GATEWAY_HEARTBEAT_S + 13}s;
      proxy_send_timeout ${GATEWAY_HEARTBEAT_S + 13}s;
    }

    location / {
      proxy_pass http://apis;
      proxy_read_timeout 30s;
    }
  }
}
`;
}
