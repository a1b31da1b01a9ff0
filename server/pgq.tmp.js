const { Pool } = require('pg');
const pool = new Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/test', max: 10 });
(async () => {
  await pool.query('select 1');
  let n = 0;
  const end = Date.now() + 5000;
  const c0 = process.cpuUsage();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (Date.now() < end) {
        await pool.query({ name: 'q1', text: 'select $1::int + 1 as x', values: [n] });
        n++;
      }
    }),
  );
  const c = process.cpuUsage(c0);
  console.log(
    'pg q/s',
    n / 5,
    'node cpu ms per q',
    ((c.user + c.system) / 1000 / n).toFixed(3),
    'sys share',
    (c.system / (c.user + c.system)).toFixed(2),
  );
  process.exit(0);
})();
