// A fake Open-Meteo forecast API for the browser journeys (not a test file itself): answers
// GET /v1/forecast with a reading in the requested units, as the real service does.

import http from 'node:http';

/** Starts the fake; `base` is what `--weather-api-base` takes, `queries` what it was asked. */
export async function startFakeOpenMeteo() {
  const queries = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://fake');
    if (url.pathname !== '/v1/forecast') {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: true, reason: 'Not Found' }));
    }
    queries.push(Object.fromEntries(url.searchParams));
    const celsius = url.searchParams.get('temperature_unit') === 'celsius';
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        latitude: Number(url.searchParams.get('latitude')),
        longitude: Number(url.searchParams.get('longitude')),
        timezone: 'GMT',
        current: {
          time: '2026-11-23T14:00',
          interval: 900,
          temperature_2m: celsius ? 12.4 : 54.3,
          relative_humidity_2m: 71,
          wind_speed_10m: celsius ? 13.6 : 8.4,
          uv_index: 2.05,
          precipitation_probability: 20,
          soil_temperature_0cm: celsius ? 10 : 50,
          soil_temperature_6cm: celsius ? 9 : 48.2,
        },
      }),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    base: `http://127.0.0.1:${port}/`,
    queries,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
