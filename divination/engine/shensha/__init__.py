"""神煞: every spirit of 六壬大全 卷一 神煞立成 that a chart can place, and 心鏡's where it differs.

docs/spirits.md lists each row, how its notation is read, the rows left out and why, and the damaged
rows with their two readings (spirit_text). Groups: the year (太歲, by the year boundary), the month
(月建), the day stem, the day branch, and the palace table of the month (逐月神煞). A spirit that
心鏡 defines differently from 六壬大全 (大時, 小時) follows the option dashi; 心鏡's spirits that
六壬大全 lacks (地網, 心鏡's 喪門 of the month, 日宿, 月宿) are placed by 心鏡's rules beside them.

Every group is a table look-up, memoised by its inputs: a chart's spirits cost a few dictionary reads.

`placing` places them; `rows`, `day`, `month`, `year`, `palaces` and `left_out` are the tables. This
package imports none of its modules (see divination/patterns/__init__.py for why).
"""
