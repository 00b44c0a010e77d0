# The peer of `ordersh --data F -c 'load orders; show list'` in jq, for scripts/bench-scale:
# parse, keep this month's orders ($month, like "2026-11") that are not cancelled and total
# more than zero, money in whole cents (half-up), format, sort newest first, print a table.
#   jq -r --arg month 2026-11 -f scripts/peers/list.jq DATA.json
def cents: tostring | (split(".") + ["0"]) as [$w, $f] | ($w | tonumber) * 100 + (($f + "00")[0:2] | tonumber);
def roundhalf($num; $den): ($num * 2 + $den) / ($den * 2) | floor;
def money: "$" + ((. / 100 | floor | tostring) + "." + ((. % 100 + 100) | tostring | .[1:]));
def months: ["January","February","March","April","May","June","July","August","September","October","November","December"];
def pad($w): . + (" " * ($w - length));
(.store // {}) as $store
| [ .orders[]
    | select(.status != "cancelled" and (.createdAt[0:7] == $month))
    | ([.items[] | (.price | cents) * .quantity] | add // 0) as $sub
    | ($sub + roundhalf($sub * 8875; 100000)) as $total
    | select($total > 0)
    | { createdAt, id, cells: [
        "Order #" + (.id[0:8] | ascii_upcase), .title,
        (.createdAt | "\(months[(.[5:7] | tonumber) - 1]) \(.[8:10] | tonumber), \(.[0:4])"),
        (if $total > 10000 then "Free shipping" else "Shipping: " + (roundhalf($total * 10; 100) | money) end),
        (if .shippingAddress.isResidential and ([.items[] | .requiresSignature // false] | any) then "yes" else "" end),
        (.status | (.[0:1] | ascii_upcase) + .[1:]) ] } ]
| sort_by(.id) | sort_by(.createdAt) | reverse
| ["ORDER","TITLE","DATE","SHIPPING","SIGNATURE","STATUS"] as $header
| [range(6) as $c | ([$header[$c] | length] + [.[] | .cells[$c] | length] | max)] as $widths
| "\(length) orders · this month · not cancelled · total > $0.00",
  ([range(6) as $c | $header[$c] | pad($widths[$c])] | join("  ") | sub(" +$"; "")),
  (.[] | [range(6) as $c | .cells[$c] | pad($widths[$c])] | join("  ") | sub(" +$"; ""))
